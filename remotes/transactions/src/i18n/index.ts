import type { I18nResources } from '@portal/contracts';
import { SHELL_NAMESPACE } from '@portal/i18n';
import { actionEn, actionTr } from './action-texts';
import { activationEn, activationTr } from './activation-texts';
import { approvalEn, approvalTr } from './approval-texts';
import { bankOrderEn, bankOrderTr } from './bank-order-texts';
import { bankPaymentEn, bankPaymentTr } from './bank-payment-texts';
import { detailEn, detailTr } from './detail-texts';
import { disputesBulkEn, disputesBulkTr } from './disputes-bulk-texts';
import { landingResources } from './landing';
import { paymentEn, paymentTr } from './payment-texts';
import { toolEn, toolTr } from './tool-texts';
import { TRANSACTIONS_NAMESPACE } from './use-transactions-translation';
import { vtBatchEn, vtBatchTr } from './vt-batch-texts';

/**
 * The lazy page groups' own texts (lazy-page-groups.ts adds each with its group), the detail drawer's, and the actions'
 * and approvals' (added by their own files as they load): English, Turkish.
 */
const GROUP_TEXTS: ReadonlyArray<readonly [Record<string, string>, Record<string, string>]> = [
  [actionEn, actionTr], [approvalEn, approvalTr], [detailEn, detailTr], [activationEn, activationTr], [paymentEn, paymentTr], [disputesBulkEn, disputesBulkTr], [toolEn, toolTr],
  [bankOrderEn, bankOrderTr], [vtBatchEn, vtBatchTr], [bankPaymentEn, bankPaymentTr],
];

/** One language's namespace: the module's texts with every group's (one key, one text: lazy-page-groups.test.ts). */
function everyText(language: 'en' | 'tr', index: 0 | 1): Record<string, string> {
  return Object.assign({}, ...GROUP_TEXTS.map((texts) => texts[index]), landingResources[language]![TRANSACTIONS_NAMESPACE]);
}

/** Every text of this remote, for the tests and the development entry (the remote module carries landingResources). */
export const resources: I18nResources = {
  en: { [SHELL_NAMESPACE]: landingResources.en![SHELL_NAMESPACE]!, [TRANSACTIONS_NAMESPACE]: everyText('en', 0) },
  tr: { [SHELL_NAMESPACE]: landingResources.tr![SHELL_NAMESPACE]!, [TRANSACTIONS_NAMESPACE]: everyText('tr', 1) },
};
