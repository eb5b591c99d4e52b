import { ACTION_REFUSALS, TENANT_PAYMENT_MESSAGES } from '@portal/contracts';

/** Texts of the tenant's pending payments page (ADR 0055; keys are the English texts) and their Turkish. */
export const TP = {
  intro: 'Payouts your merchants asked for that wait for approval, oldest first. Approving sends the money at once; declining needs a reason. You cannot decide a payout you asked for.',
  introReadOnly: 'Payouts your merchants asked for that wait for approval, oldest first. Deciding them needs the transaction approvals permission.',
  merchant: 'Merchant',
  confirmApprove: 'Approve {{externalId}} of {{merchant}} for {{amount}}? It is sent at once.',
  // Where the money leaves (ADR 0150).
  payoutChannel: 'Leaves through',
  noPayoutChannelIn: 'No channel in {{currency}}',
  noPayoutChannel: 'No banking channel pays out {{currencies}}: add or activate a Payout channel in it under Settings › Banking channels before approving these payouts.',
} as const;

type Key = keyof typeof TP;
const byKey: Record<Key, string> = {
  intro: 'Üye işyerlerinizin istediği ve onay bekleyen ödemeler, en eskisi önce. Onaylamak parayı hemen gönderir; reddetmek bir neden ister. Kendi istediğiniz bir ödemeye karar veremezsiniz.',
  introReadOnly: 'Üye işyerlerinizin istediği ve onay bekleyen ödemeler, en eskisi önce. Karar vermek işlem onayı yetkisi gerektirir.',
  merchant: 'Üye işyeri',
  confirmApprove: '{{merchant}} üye işyerinin {{amount}} tutarındaki {{externalId}} ödemesi onaylansın mı? Hemen gönderilir.',
  payoutChannel: 'Gönderildiği kanal',
  noPayoutChannelIn: '{{currency}} için kanal yok',
  noPayoutChannel: '{{currencies}} ödemesi yapan bir bankacılık kanalı yok: bu ödemeleri onaylamadan önce Ayarlar › Bankacılık kanalları altında o para biriminde bir ödeme çıkışı kanalı ekleyin veya etkinleştirin.',
};

export const tenantPaymentEn: Record<string, string> = Object.fromEntries([...Object.values(TP), TENANT_PAYMENT_MESSAGES.noDecide, ACTION_REFUSALS.noPayoutChannel.message].map((text) => [text, text]));
export const tenantPaymentTr: Record<string, string> = {
  ...Object.fromEntries((Object.keys(TP) as Key[]).map((key) => [TP[key], byKey[key]])),
  [TENANT_PAYMENT_MESSAGES.noDecide]: 'Ödemeleri onaylamak veya reddetmek işlem onayı yetkisi gerektirir',
  [ACTION_REFUSALS.noPayoutChannel.message]: 'Bu para biriminde ödeme gönderen etkin bir bankacılık kanalı yok, bu yüzden hiçbir şey gönderilmedi: Ayarlar › Bankacılık kanalları altında bu para biriminde bir Ödeme kanalı ekleyin veya etkinleştirin',
};
