import { Descriptions, Tag } from 'antd';
import { useProfileTimeZone, useUserContext } from '@portal/auth';
import type { ApprovalRequest } from '@portal/contracts';
import { decimalPlacesOf, formatInTimeZone, formatMoney, formatRelativeInTimeZone } from '@portal/kit';
import { AP } from '../../i18n/approval-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

/** Money of a request in its currency's decimal places (the user context's currencies). */
export function useRequestMoney(currency: string) {
  const currencies = useUserContext().data?.lists.currencies;
  const places = decimalPlacesOf(currency, currencies?.find((c) => c.code === currency)?.decimalPlaces);
  return (minor: number | null) => (minor === null ? '' : formatMoney(minor, currency, places));
}

/** When a request started waiting: the date on the profile's clock and how long ago ("12/05/2026 10:15 · 5 minutes ago"). */
export function useWaitingSince() {
  const timeZone = useProfileTimeZone();
  return (iso: string) => {
    const at = formatInTimeZone(iso, timeZone);
    const ago = formatRelativeInTimeZone(iso, timeZone);
    return ago && !ago.startsWith(at) ? `${at} · ${ago}` : at;
  };
}

/**
 * What an approver must know before deciding (issue 27 item 3): who asked and why, how much, of which payment and
 * what the payment has left to refund after it, how long it has waited, and in which mode. The approvals page's
 * dialog and the drawer's approve dialog both show it.
 */
export function ApprovalFacts({ request }: { request: ApprovalRequest }) {
  const { t } = useTransactionsTranslation();
  const money = useRequestMoney(request.currency);
  const since = useWaitingSince();
  const items = [
    { key: 'requestedBy', label: t(AP.requestedBy), children: request.requestedBy?.name ?? t(AP.unknownRequester) },
    { key: 'reason', label: t(AP.reason), children: request.reason ?? t(AP.noReason) },
    { key: 'type', label: t(AP.type), children: t(request.kind) },
    { key: 'amount', label: t(AP.amount), children: <strong>{money(request.amount)}</strong> },
    { key: 'merchant', label: t(AP.merchant), children: request.merchantName },
    ...(request.parentExternalId ? [
      { key: 'parent', label: t(AP.parentPayment), children: `${request.parentExternalId} · ${money(request.parentAmount)}` },
      { key: 'left', label: t(AP.leftToRefund), children: money(request.parentRefundable) },
    ] : []),
    { key: 'waiting', label: t(AP.waiting), children: since(request.requestedAt) },
    { key: 'mode', label: t(AP.mode), children: <Tag color={request.mode === 'Live' ? 'red' : undefined}>{t(request.mode === 'Live' ? AP.modeLive : AP.modeTest)}</Tag> },
  ];
  return <Descriptions size="small" column={1} bordered items={items} data-testid="approval-facts" />;
}
