import { callApi, getSystemMode } from '@portal/api-client';
import { VIRTUAL_TERMINAL_ENDPOINTS as E, type VirtualTerminalInput, type VirtualTerminalResult } from '@portal/contracts';

/**
 * The virtual terminal's call: staff name the merchant, a merchant pays for its own. The request id is the same on
 * a retry after a network failure (the server answers it with the first answer, the card is charged once).
 */
export function takePayment(input: VirtualTerminalInput, requestId: string, staff: boolean): Promise<VirtualTerminalResult> {
  const headers = { 'x-request-id': requestId, systemmode: getSystemMode() };
  if (staff) return callApi(E.staff, { body: { ...input, merchantId: input.merchantId! }, headers, silent: true });
  const { merchantId: _merchant, ...own } = input;
  return callApi(E.merchant, { body: own, headers, silent: true });
}

/** Where the payment is found: the user's lookup, filtered to its external id, its drawer open. */
export function lookupLinkOf(result: Pick<VirtualTerminalResult, 'transactionId' | 'externalId'>, staff: boolean): string {
  const base = staff ? '/transaction-management/transaction-lookup' : '/merchant/transaction-management/transaction-lookup';
  return `${base}?${new URLSearchParams({ externalId: result.externalId, tx: result.transactionId })}`;
}
