import { createElement, useState } from 'react';
import { callApi } from '@portal/api-client';
import { TRANSACTION_TOOL_ENDPOINTS, type BankOrder } from '@portal/contracts';
import { TT } from '../../../i18n/tool-texts';
import { BO } from '../../../i18n/bank-order-texts';
import { ToolList, type ToolListDefinition } from '../tool-list';
import { BankOrderItemsDrawer } from './BankOrderItemsDrawer';
import { BankOrderUpload } from './BankOrderUpload';

/** The tenant's uploaded bank orders, newest first; a row opens its lines. */
export const BANK_ORDERS: ToolListDefinition<BankOrder> = {
  id: 'tools-bank-orders',
  fields: () => [],
  defaultFilters: () => ({}),
  columns: () => [
    { key: 'createdAt', title: BO.uploadedAt, kind: 'dateTime', value: (r) => r.createdAt, alwaysShown: true, width: 160 },
    { key: 'fileName', title: BO.fileName, value: (r) => r.fileName },
    { key: 'bankName', title: BO.bankName, value: (r) => r.bankName },
    { key: 'accountNumber', title: BO.accountNumber, value: (r) => r.accountNumber, width: 130 },
    { key: 'uploadedBy', title: BO.uploadedBy, value: (r) => r.uploadedBy },
    { key: 'lines', title: BO.lines, kind: 'count', value: (r) => r.lines, width: 80 },
    { key: 'matched', title: TT.Matched, kind: 'count', value: (r) => r.matched, width: 90 },
    { key: 'amountDiffers', title: BO.AmountDiffers, kind: 'count', value: (r) => r.amountDiffers, width: 110 },
    { key: 'unmatched', title: TT.Unmatched, kind: 'count', value: (r) => r.unmatched, width: 100 },
    { key: 'invalid', title: BO.Invalid, kind: 'count', value: (r) => r.invalid, width: 90 },
  ],
  defaultSort: { key: 'createdAt', direction: 'desc' },
  fetch: (query, signal) => callApi(TRANSACTION_TOOL_ENDPOINTS.bankOrders, {
    query: { pageIndex: Number(query.pageIndex ?? 0), pageSize: Number(query.pageSize ?? 20) }, signal,
  }),
  rowKey: (r) => r.id,
  detail: (order, close) => createElement(BankOrderItemsDrawer, { order, onClose: close }),
};

/** bank-order-uploads: the upload form above the list of orders; an order just sent opens with its lines. */
export function BankOrderUploadsPage({ title }: { title: string }) {
  const [sent, setSent] = useState<BankOrder | null>(null);
  return (
    <>
      <ToolList definition={BANK_ORDERS} title={title} before={<BankOrderUpload onUploaded={setSent} />} />
      {sent && <BankOrderItemsDrawer order={sent} onClose={() => setSent(null)} />}
    </>
  );
}

