import type { I18nResources } from '@portal/contracts';
import { STATUS_AND_TYPE_TEXTS, T } from './texts';
import { transactionsTr } from './tr';
import { actionEn, actionTr } from './action-texts';
import { detailEn, detailTr } from './detail-texts';
import { exportEn, exportTr } from './export-texts';
import { disputesBulkEn, disputesBulkTr } from './disputes-bulk-texts';
import { paymentEn, paymentTr } from './payment-texts';
import { toolEn, toolTr } from './tool-texts';
import { bankOrderEn, bankOrderTr } from './bank-order-texts';
import { vtBatchEn, vtBatchTr } from './vt-batch-texts';
import { bankPaymentEn, bankPaymentTr } from './bank-payment-texts';
import { TRANSACTIONS_NAMESPACE } from './use-transactions-translation';

const transactionsEn: Record<string, string> = Object.fromEntries([...Object.values(T), ...STATUS_AND_TYPE_TEXTS].map((text) => [text, text]));

/** This remote's texts (namespace "transactions"); the host adds them to its one i18next instance on load. */
export const resources: I18nResources = {
  en: { [TRANSACTIONS_NAMESPACE]: { ...paymentEn, ...actionEn, ...detailEn, ...exportEn, ...disputesBulkEn, ...toolEn, ...bankOrderEn, ...vtBatchEn, ...bankPaymentEn, ...transactionsEn, areaName: 'Transactions' } },
  tr: { [TRANSACTIONS_NAMESPACE]: { ...paymentTr, ...actionTr, ...detailTr, ...exportTr, ...disputesBulkTr, ...toolTr, ...bankOrderTr, ...vtBatchTr, ...bankPaymentTr, ...transactionsTr, areaName: 'İşlemler' } },
};
