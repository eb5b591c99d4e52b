/**
 * The one label table of the values users see (statuses, outcomes, states; contracts SHOWN_VALUES): English from
 * the value's words, Turkish here. Each remote puts both into the shell's namespace (where every namespace falls back)
 * when it loads, so `t(status)` shows a label in either language and never the raw value. Data only, in contracts:
 * a remote's entry imports it without bringing a UI package along to its first visit.
 */
export const VALUE_LABELS_TR: Readonly<Record<string, string>> = {
  Captured: 'Tahsil edildi',
  Declined: 'Reddedildi',
  Refunded: 'İade edildi',
  Pending: 'Beklemede',
  Reserved: 'Provizyonda',
  Failed: 'Başarısız',
  Blocked: 'Engellendi',
  WaitingForApproval: 'Onay bekliyor',
  Approved: 'Onaylandı',
  Successful: 'Başarılı',
  Sale: 'Satış',
  Authorisation: 'Provizyon',
  Capture: 'Tahsilat',
  Refund: 'İade',
  Void: 'İptal',
  Reversal: 'Ters kayıt',
  Payout: 'Ödeme',
  Chargeback: 'Ters ibraz',
  Delivered: 'İletildi',
  NotConfigured: 'Yapılandırılmamış',
  Passed: 'Geçti',
  Review: 'İncelemede',
  NeedsResponse: 'Yanıt bekliyor',
  UnderReview: 'İncelemede',
  Won: 'Kazanıldı',
  Lost: 'Kaybedildi',
  Queued: 'Sırada',
  Running: 'Çalışıyor',
  Completed: 'Tamamlandı',
  Updated: 'Güncellendi',
  Refused: 'Reddedildi',
  NotFound: 'Bulunamadı',
  Duplicate: 'Yinelenen',
  Ambiguous: 'Belirsiz',
  Opened: 'Açık',
  Closed: 'Kapalı',
  AwaitingAuthorisation: 'Yetkilendirme bekliyor',
  Authorised: 'Yetkilendirildi',
  Rejected: 'Reddedildi',
  Revoked: 'Geri alındı',
  Expired: 'Süresi doldu',
  Matched: 'Eşleşti',
  Unmatched: 'Eşleşmedi',
  Returned: 'İade edildi',
  AmountDiffers: 'Tutar farklı',
  Invalid: 'Geçersiz',
  Created: 'Oluşturuldu',
  Redirected: 'Yönlendirildi',
  Cancelled: 'İptal edildi',
  AlreadyMatched: 'Zaten eşleşmiş',
  Active: 'Etkin',
  Suspended: 'Askıya alındı',
  Applied: 'Uygulandı',
  Reverted: 'Geri alındı',
  NotNeeded: 'Gerekmiyor',
  Success: 'Başarılı',
  PartlyApproved: 'Kısmen onaylandı',
  Configured: 'Yapılandırıldı',
  Delivering: 'İletiliyor',
  NotDelivering: 'İletilmiyor',
  Disqualified: 'Elendi',
  Abandoned: 'Terk edildi',
  GoLive: 'Canlıya geçti',
  Converted: 'Dönüştürüldü',
  Open: 'Açık',
  ChangeToRefunded: 'İade edildi olarak işaretleme',
};

/**
 * A value's English label: its words in sentence case (WaitingForApproval -> "Waiting for approval", GoLive ->
 * "Go live"); a one-word value is its own label.
 */
export function valueLabel(value: string): string {
  const words = value.replace(/([a-z])([A-Z])/g, '$1 $2').split(' ');
  return words.map((w, i) => (i === 0 ? w : w.toLowerCase())).join(' ');
}

/** The table as i18next resources of one namespace: English labels and Turkish ones, by value. */
export function valueLabelTexts(): { en: Record<string, string>; tr: Record<string, string> } {
  const values = Object.keys(VALUE_LABELS_TR);
  return {
    en: Object.fromEntries(values.map((value) => [value, valueLabel(value)])),
    tr: { ...VALUE_LABELS_TR },
  };
}
