import { valueLabelTexts, type I18nResources } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { T } from './texts';
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
import { approvalEn, approvalTr } from './approval-texts';
import { activationEn, activationTr } from './activation-texts';
import { TRANSACTIONS_NAMESPACE } from './use-transactions-translation';

const transactionsEn: Record<string, string> = Object.fromEntries(Object.values(T).map((text) => [text, text]));
// Statuses, types and outcomes from the portal's one label table, below this remote's own texts.
const values = valueLabelTexts();

/** Every text of this remote, for the tests and the development entry. */
export const resources: I18nResources = {
  en: { [SHELL_NAMESPACE]: values.en, [TRANSACTIONS_NAMESPACE]: { ...values.en, ...approvalEn, ...activationEn, ...paymentEn, ...actionEn, ...detailEn, ...exportEn, ...disputesBulkEn, ...toolEn, ...bankOrderEn, ...vtBatchEn, ...bankPaymentEn, ...transactionsEn, areaName: 'Transactions' } },
  tr: { [SHELL_NAMESPACE]: values.tr, [TRANSACTIONS_NAMESPACE]: { ...values.tr, ...approvalTr, ...activationTr, ...paymentTr, ...actionTr, ...detailTr, ...exportTr, ...disputesBulkTr, ...toolTr, ...bankOrderTr, ...vtBatchTr, ...bankPaymentTr, ...transactionsTr, areaName: 'İşlemler' } },
};
