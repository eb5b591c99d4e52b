import { valueLabelTexts, type I18nResources } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { T } from './texts';
import { transactionsTr } from './tr';
import { exportEn, exportTr } from './export-texts';
import { TRANSACTIONS_NAMESPACE } from './use-transactions-translation';

const transactionsEn: Record<string, string> = Object.fromEntries(Object.values(T).map((text) => [text, text]));
// Statuses, types and outcomes from the portal's one label table, below this remote's own texts.
const values = valueLabelTexts();

/**
 * What the remote module carries (namespace "transactions"): the lookups' texts with their export. The detail drawer's
 * arrive with it (TransactionLookupPage), the actions' and approvals' with the first part that shows them (their own
 * files add them), each lazy page group's with the group (lazy-page-groups.ts, ADR 0115 "Session 58"); the host adds
 * these to its one i18next instance on load.
 */
export const landingResources: I18nResources = {
  en: { [SHELL_NAMESPACE]: values.en, [TRANSACTIONS_NAMESPACE]: { ...values.en, ...exportEn, ...transactionsEn, areaName: 'Transactions' } },
  tr: { [SHELL_NAMESPACE]: values.tr, [TRANSACTIONS_NAMESPACE]: { ...values.tr, ...exportTr, ...transactionsTr, areaName: 'İşlemler' } },
};
