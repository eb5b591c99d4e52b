import { TENANT_PAYMENT_MESSAGES } from '@portal/contracts';

/** Texts of the tenant's pending payments page (ADR 0055; keys are the English texts) and their Turkish. */
export const TP = {
  intro: 'Payouts your merchants asked for that wait for approval, oldest first. Approving sends the money at once; declining needs a reason. You cannot decide a payout you asked for.',
  introReadOnly: 'Payouts your merchants asked for that wait for approval, oldest first. Deciding them needs the transaction approvals permission.',
  merchant: 'Merchant',
  confirmApprove: 'Approve {{externalId}} of {{merchant}} for {{amount}}? It is sent at once.',
} as const;

type Key = keyof typeof TP;
const byKey: Record<Key, string> = {
  intro: 'Üye işyerlerinizin istediği ve onay bekleyen ödemeler, en eskisi önce. Onaylamak parayı hemen gönderir; reddetmek bir neden ister. Kendi istediğiniz bir ödemeye karar veremezsiniz.',
  introReadOnly: 'Üye işyerlerinizin istediği ve onay bekleyen ödemeler, en eskisi önce. Karar vermek işlem onayı yetkisi gerektirir.',
  merchant: 'Üye işyeri',
  confirmApprove: '{{merchant}} üye işyerinin {{amount}} tutarındaki {{externalId}} ödemesi onaylansın mı? Hemen gönderilir.',
};

export const tenantPaymentEn: Record<string, string> = Object.fromEntries([...Object.values(TP), TENANT_PAYMENT_MESSAGES.noDecide].map((text) => [text, text]));
export const tenantPaymentTr: Record<string, string> = {
  ...Object.fromEntries((Object.keys(TP) as Key[]).map((key) => [TP[key], byKey[key]])),
  [TENANT_PAYMENT_MESSAGES.noDecide]: 'Ödemeleri onaylamak veya reddetmek işlem onayı yetkisi gerektirir',
};
