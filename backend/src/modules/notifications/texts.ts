import { html, raw, type Html } from '../../lib/html';

import { READER_LANGUAGES, type ReaderLanguage } from '../../lib/reader-language';

export { readerLanguage } from '../../lib/reader-language';

/** The languages notification texts are written in (the portal's languages). */
export const NOTIFICATION_LANGUAGES = READER_LANGUAGES;
export type NotificationLanguage = ReaderLanguage;

interface TextPair {
  title: string;
  description: string;
}

/**
 * Every notification text the backend produces, by key and language (ADR 0042). `{name}` marks a
 * parameter: user text (subjects, names, comments) that is escaped when the text is rendered.
 */
export const NOTIFICATION_TEXTS = {
  // An endpoint the delivery worker disabled (ADR 0100): the receiver answered 410 Gone, or failed for 5 days.
  'webhooks.endpointDisabledGone': {
    en: { title: 'Webhook endpoint disabled', description: '{url} answered 410 Gone: no more events are sent to it until it is enabled again' },
    tr: { title: 'Webhook uç noktası devre dışı bırakıldı', description: '{url} 410 Gone yanıtı verdi: yeniden etkinleştirilene kadar ona olay gönderilmeyecek' },
  },
  'webhooks.endpointDisabledFailing': {
    en: { title: 'Webhook endpoint disabled', description: 'Deliveries to {url} have failed for 5 days: no more events are sent to it until it is enabled again' },
    tr: { title: 'Webhook uç noktası devre dışı bırakıldı', description: '{url} adresine teslimatlar 5 gündür başarısız: yeniden etkinleştirilene kadar ona olay gönderilmeyecek' },
  },
  'support.ticketOpened': {
    en: { title: 'New ticket {ticket}', description: '{actor} opened a ticket: {subject}' },
    tr: { title: 'Yeni talep {ticket}', description: '{actor} bir talep açtı: {subject}' },
  },
  'support.commentAdded': {
    en: { title: 'New comment on {ticket}', description: '{actor}: {excerpt}' },
    tr: { title: '{ticket} talebine yeni yorum', description: '{actor}: {excerpt}' },
  },
  'support.ticketClosed': {
    en: { title: '{ticket} closed', description: '{actor} closed the ticket' },
    tr: { title: '{ticket} kapatıldı', description: '{actor} talebi kapattı' },
  },
  'support.ticketReopened': {
    en: { title: '{ticket} reopened', description: '{actor} reopened the ticket' },
    tr: { title: '{ticket} yeniden açıldı', description: '{actor} talebi yeniden açtı' },
  },
  'support.ticketAssigned': {
    en: { title: '{ticket} assigned', description: '{actor} assigned the ticket to {assignee}' },
    tr: { title: '{ticket} atandı', description: '{actor} talebi {assignee} kişisine atadı' },
  },
  'support.feedExportReady': {
    en: { title: 'Ticket #{number} feed export is ready', description: '{fileName}' },
    tr: { title: '#{number} numaralı talebin akış dışa aktarımı hazır', description: '{fileName}' },
  },
  // A transaction export too large to answer at once, finished by its background job (ADR 0045).
  'transactions.exportReady': {
    en: { title: 'Your transaction export is ready ({rows} rows)', description: '{fileName}' },
    tr: { title: 'İşlem dışa aktarımınız hazır ({rows} satır)', description: '{fileName}' },
  },
  // A month of a tenant's transactions past its retention, archived to a file and removed (ADR 0117).
  'transactions.archived': {
    en: { title: 'Transactions of {month} archived ({rows} rows)', description: '{fileName}: past your retention, removed from the lookups; the reports keep their figures' },
    tr: { title: '{month} işlemleri arşivlendi ({rows} satır)', description: '{fileName}: saklama sürenizi aştı, aramalardan kaldırıldı; raporlar rakamlarını korur' },
  },
  // The same export when its job failed its last attempt: no file will come (ADR 0045).
  'transactions.exportFailed': {
    en: { title: 'Your transaction export failed', description: '{fileName} could not be created. Please try again; if it fails again, contact support.' },
    tr: { title: 'İşlem dışa aktarımınız başarısız oldu', description: '{fileName} oluşturulamadı. Lütfen yeniden deneyin; yine başarısız olursa destek ile iletişime geçin.' },
  },
  // A report export (export v3) too large to answer at once, finished by its background job (ADR 0049).
  'reports.exportReady': {
    en: { title: 'Your report export is ready ({rows} rows)', description: '{fileName}' },
    tr: { title: 'Rapor dışa aktarımınız hazır ({rows} satır)', description: '{fileName}' },
  },
  'reports.exportFailed': {
    en: { title: 'Your report export failed', description: '{fileName} could not be created. Please try again; if it fails again, contact support.' },
    tr: { title: 'Rapor dışa aktarımınız başarısız oldu', description: '{fileName} oluşturulamadı. Lütfen yeniden deneyin; yine başarısız olursa destek ile iletişime geçin.' },
  },
  // A customer crossed its decline pending ratio threshold in a window (ADR 0066): once per window.
  'alerts.declinePendingRatio': {
    en: { title: 'Decline pending ratio crossed: {merchant}', description: '{declined} declined and {pending} pending of {payments} payments in the {minutes}-minute window from {window} (UTC).' },
    tr: { title: 'Ret ve bekleme oranı aşıldı: {merchant}', description: '{window} (UTC) başlayan {minutes} dakikalık pencerede {payments} ödemeden {declined} reddedildi, {pending} beklemede.' },
  },
  // Approvals (ADR 0071): a request waits for the reader (an approver), or the reader's request was decided.
  // {amount} and {totals} are written as the portal writes money in every language (spec part 2 section 9): "1.250,00 GBP".
  'approvals.refundWaiting': {
    en: { title: 'Refund of {amount} waits for your approval', description: '{requester} asked to refund {amount} of payment {payment} ({merchant}). Reason: {reason}' },
    tr: { title: '{amount} tutarındaki iade onayınızı bekliyor', description: '{requester}, {payment} ödemesinden {amount} iade istedi ({merchant}). Neden: {reason}' },
  },
  'approvals.changeToRefundedWaiting': {
    en: { title: 'Change to refunded of {amount} waits for your approval', description: '{requester} asked to record {amount} of payment {payment} as refunded outside the gateway ({merchant}). Reason: {reason}' },
    tr: { title: '{amount} tutarındaki iade edildi olarak işaretleme onayınızı bekliyor', description: '{requester}, {payment} ödemesinin {amount} tutarının ağ geçidi dışında iade edildi olarak kaydedilmesini istedi ({merchant}). Neden: {reason}' },
  },
  'approvals.payoutWaiting': {
    en: { title: 'Payout of {amount} waits for your approval', description: '{requester} asked to send payout {reference} of {amount} ({merchant}).' },
    tr: { title: '{amount} tutarındaki ödeme çıkışı onayınızı bekliyor', description: '{requester}, {amount} tutarındaki {reference} ödeme çıkışının gönderilmesini istedi ({merchant}).' },
  },
  'approvals.paymentWaiting': {
    en: { title: 'Payment of {amount} waits for your approval', description: '{requester} asked to pay {amount} to {beneficiary} (payment {reference}, reference {paymentReference}).' },
    tr: { title: '{amount} tutarındaki ödeme onayınızı bekliyor', description: '{requester}, {beneficiary} alıcısına {amount} ödenmesini istedi ({reference} ödemesi, açıklama {paymentReference}).' },
  },
  'approvals.batchWaiting': {
    en: { title: 'Batch of {count} payments waits for your approval', description: '{requester} submitted {fileName}: {count} payments, {totals}.' },
    tr: { title: '{count} ödemelik toplu ödeme onayınızı bekliyor', description: '{requester}, {fileName} dosyasını gönderdi: {count} ödeme, {totals}.' },
  },
  'approvals.approved': {
    en: { title: 'Your request {reference} of {amount} was approved', description: '{decider} approved it.' },
    tr: { title: '{amount} tutarındaki {reference} talebiniz onaylandı', description: '{decider} onayladı.' },
  },
  'approvals.declined': {
    en: { title: 'Your request {reference} of {amount} was declined', description: '{decider} declined it. Reason: {reason}' },
    tr: { title: '{amount} tutarındaki {reference} talebiniz reddedildi', description: '{decider} reddetti. Neden: {reason}' },
  },
  // A merchant's promotion of Test settings to Live (ADR 0067) waits, or was decided.
  'approvals.promotionWaiting': {
    en: { title: 'Settings to promote to Live wait for your approval ({merchant})', description: '{requester} asked to copy Test settings changes to Live: {count}.' },
    tr: { title: 'Canlıya aktarılacak ayarlar onayınızı bekliyor ({merchant})', description: '{requester}, Test ayar değişikliklerinin Canlıya kopyalanmasını istedi: {count}.' },
  },
  // A Live Block antifraud rule waits for a second user's approval (ADR 0106).
  'approvals.antifraudRuleWaiting': {
    en: { title: 'A Live Block rule waits for your approval', description: '{requester} asked to activate the antifraud rule {rule}.' },
    tr: { title: 'Bir Canlı Engelleme kuralı onayınızı bekliyor', description: '{requester}, {rule} dolandırıcılık kuralının etkinleştirilmesini istedi.' },
  },
  // A Live smart routing configuration waits for a second user's approval (ADR 0107).
  'approvals.smartRoutingWaiting': {
    en: { title: 'A Live smart routing configuration waits for your approval', description: '{requester} asked to activate the routing configuration {configuration}.' },
    tr: { title: 'Bir Canlı akıllı yönlendirme yapılandırması onayınızı bekliyor', description: '{requester}, {configuration} yönlendirme yapılandırmasının etkinleştirilmesini istedi.' },
  },
  // A second user declined a waiting rule or routing activation (ADR 0113): the version is a draft again.
  'approvals.antifraudRuleDeclined': {
    en: { title: 'Your activation of the rule {rule} was declined', description: '{decider} declined it: the version is a draft again. Reason: {reason}' },
    tr: { title: '{rule} kuralını etkinleştirme isteğiniz reddedildi', description: '{decider} reddetti: sürüm yeniden taslak. Neden: {reason}' },
  },
  // Approved: the version runs now (ADR 0113).
  'approvals.antifraudRuleApproved': {
    en: { title: 'Your activation of the rule {rule} was approved', description: '{decider} approved it: the rule runs now.' },
    tr: { title: '{rule} kuralını etkinleştirme isteğiniz onaylandı', description: '{decider} onayladı: kural artık çalışıyor.' },
  },
  'approvals.smartRoutingApproved': {
    en: { title: 'Your activation of the routing configuration {configuration} was approved', description: '{decider} approved it: payments are routed by it now.' },
    tr: { title: '{configuration} yönlendirme yapılandırmasını etkinleştirme isteğiniz onaylandı', description: '{decider} onayladı: ödemeler artık bununla yönlendiriliyor.' },
  },
  'approvals.smartRoutingDeclined': {
    en: { title: 'Your activation of the routing configuration {configuration} was declined', description: '{decider} declined it: the version is a draft again. Reason: {reason}' },
    tr: { title: '{configuration} yönlendirme yapılandırmasını etkinleştirme isteğiniz reddedildi', description: '{decider} reddetti: sürüm yeniden taslak. Neden: {reason}' },
  },
  'approvals.promotionApplied': {
    en: { title: 'Your promotion to Live was applied ({merchant})', description: '{decider} approved it: the changes ({count}) are in Live now.' },
    tr: { title: 'Canlıya aktarma isteğiniz uygulandı ({merchant})', description: '{decider} onayladı: değişiklikler ({count}) artık Canlıda.' },
  },
  'approvals.promotionRejected': {
    en: { title: 'Your promotion to Live was rejected ({merchant})', description: '{decider} rejected it: Live is unchanged.' },
    tr: { title: 'Canlıya aktarma isteğiniz reddedildi ({merchant})', description: '{decider} reddetti: Canlı değişmedi.' },
  },
  'approvals.batchApproved': {
    en: { title: 'Your batch {fileName} was approved', description: '{decider} approved its {count} waiting payments.' },
    tr: { title: '{fileName} toplu ödemeniz onaylandı', description: '{decider}, bekleyen {count} ödemesini onayladı.' },
  },
  'approvals.batchDeclined': {
    en: { title: 'Your batch {fileName} was declined', description: '{decider} declined its {count} waiting payments. Reason: {reason}' },
    tr: { title: '{fileName} toplu ödemeniz reddedildi', description: '{decider}, bekleyen {count} ödemesini reddetti. Neden: {reason}' },
  },
  // Leave management (ADR 0084): a request waits for the reader (a colleague who may decide it), or the reader's leave
  // was decided. Days as DD/MM/YYYY (spec part 2 section 9); {days} counts working days.
  'leave.requestWaiting': {
    en: { title: 'Leave of {employee} waits for your approval', description: '{requester} asked for {days} working days off from {from} to {to}. Reason: {reason}' },
    tr: { title: '{employee} kişisinin izni onayınızı bekliyor', description: '{requester}, {from} - {to} arası {days} iş günü izin istedi. Neden: {reason}' },
  },
  'leave.approved': {
    en: { title: 'Leave from {from} to {to} was approved ({employee})', description: '{decider} approved {days} working days. Note: {note}' },
    tr: { title: '{from} - {to} izni onaylandı ({employee})', description: '{decider}, {days} iş gününü onayladı. Not: {note}' },
  },
  'leave.rejected': {
    en: { title: 'Leave from {from} to {to} was rejected ({employee})', description: '{decider} rejected it. Note: {note}' },
    tr: { title: '{from} - {to} izni reddedildi ({employee})', description: '{decider} reddetti. Not: {note}' },
  },
  // CRM (ADR 0092): a task given to the reader by someone else (due as DD/MM/YYYY), the reader @-mentioned in a note.
  'crm.taskAssigned': {
    en: { title: 'New task: {title}', description: '{actor} assigned you a task due {due}.' },
    tr: { title: 'Yeni görev: {title}', description: '{actor} size son tarihi {due} olan bir görev atadı.' },
  },
  // The CrmTaskReminders job (ADR 0146): an open task due tomorrow (or today, when the run came late).
  'crm.taskDue': {
    en: { title: 'Task due {due}: {title}', description: 'This task is still open. Mark it done when it is finished.' },
    tr: { title: '{due} tarihinde bitecek görev: {title}', description: 'Bu görev hâlâ açık. Bittiğinde tamamlandı olarak işaretleyin.' },
  },
  'crm.mentioned': {
    en: { title: '{actor} mentioned you on {record}', description: '{excerpt}' },
    tr: { title: '{actor} sizden {record} kaydında bahsetti', description: '{excerpt}' },
  },
  // The demo accounts' seeded notifications (seed.ts): two of every type.
  'demo.transactionsSummaryReady': {
    en: { title: 'Your report <b>Transactions summary</b> is ready', description: '{fileName}' },
    tr: { title: '<b>İşlem özeti</b> raporunuz hazır', description: '{fileName}' },
  },
  'demo.cardVelocityAlert': {
    en: { title: 'Transaction velocity alert', description: 'More than <b>{count}</b> transactions in {minutes} minutes from one card.' },
    tr: { title: 'İşlem hızı uyarısı', description: 'Tek bir karttan {minutes} dakikada <b>{count}</b> işlemden fazlası.' },
  },
  'demo.taskAssigned': {
    en: { title: 'New task assigned', description: 'Upload the signed agreement by Friday.' },
    tr: { title: 'Yeni görev atandı', description: 'İmzalı sözleşmeyi cuma gününe kadar yükleyin.' },
  },
  'offers.proposalSent': {
    en: { title: 'Proposal from {tenant}', description: 'Version {version} of your pricing proposal is waiting for your review.' },
    tr: { title: '{tenant} firmasından teklif', description: 'Fiyat teklifinizin {version}. sürümü incelemenizi bekliyor.' },
  },
  'offers.agreementReady': {
    en: { title: 'Agreement from {tenant}', description: 'Your merchant agreement is ready to accept.' },
    tr: { title: '{tenant} firmasından sözleşme', description: 'Üye işyeri sözleşmeniz kabulünüze hazır.' },
  },
  'offers.proposalAccepted': {
    en: { title: '{merchant} accepted the proposal', description: '{actor} accepted version {version}; the agreement went to the merchant.' },
    tr: { title: '{merchant} teklifi kabul etti', description: '{actor} {version}. sürümü kabul etti; sözleşme üye işyerine gönderildi.' },
  },
  'offers.proposalRejected': {
    en: { title: '{merchant} rejected the proposal', description: '{actor} rejected version {version}: {reason}' },
    tr: { title: '{merchant} teklifi reddetti', description: '{actor} {version}. sürümü reddetti: {reason}' },
  },
  'offers.agreementAccepted': {
    en: { title: '{merchant} accepted the agreement', description: '{actor} accepted version {version}.' },
    tr: { title: '{merchant} sözleşmeyi kabul etti', description: '{actor} {version}. sürümü kabul etti.' },
  },
  'offers.agreementRejected': {
    en: { title: '{merchant} rejected the agreement', description: '{actor} rejected version {version}: {reason}' },
    tr: { title: '{merchant} sözleşmeyi reddetti', description: '{actor} {version}. sürümü reddetti: {reason}' },
  },
  // Boarding (ADR 0098): the tenant's review of the pre-check form and each document, told to the merchant's users.
  'boarding.precheckAccepted': {
    en: { title: 'Pre-check form accepted', description: '{tenant} accepted your pre-check form.' },
    tr: { title: 'Ön kontrol formu kabul edildi', description: '{tenant} ön kontrol formunuzu kabul etti.' },
  },
  'boarding.precheckRejected': {
    en: { title: 'Pre-check form rejected', description: '{tenant} rejected your pre-check form: {reason}' },
    tr: { title: 'Ön kontrol formu reddedildi', description: '{tenant} ön kontrol formunuzu reddetti: {reason}' },
  },
  'boarding.documentAccepted': {
    en: { title: 'Document accepted', description: '{document} was accepted.' },
    tr: { title: 'Belge kabul edildi', description: '{document} kabul edildi.' },
  },
  'boarding.documentRejected': {
    en: { title: 'Document rejected', description: '{document} was rejected: {reason}' },
    tr: { title: 'Belge reddedildi', description: '{document} reddedildi: {reason}' },
  },
  'boarding.documentExpired': {
    en: { title: 'Document expired', description: '{document} has expired: upload a current copy.' },
    tr: { title: 'Belgenin süresi doldu', description: '{document} belgesinin süresi doldu: güncel bir kopya yükleyin.' },
  },
  'boarding.completed': {
    en: { title: 'Boarding complete', description: 'Your pre-check form and every required document were accepted.' },
    tr: { title: 'Başvuru tamamlandı', description: 'Ön kontrol formunuz ve gereken tüm belgeler kabul edildi.' },
  },
  'demo.proposalSent': {
    en: { title: 'Proposal sent', description: 'A new pricing proposal is waiting for your review.' },
    tr: { title: 'Teklif gönderildi', description: 'Yeni bir fiyat teklifi incelemenizi bekliyor.' },
  },
  'demo.agreementReady': {
    en: { title: 'Agreement ready to sign', description: 'Your merchant agreement is ready.' },
    tr: { title: 'Sözleşme imzaya hazır', description: 'Üye işyeri sözleşmeniz hazır.' },
  },
  'demo.preCheckSubmitted': {
    en: { title: 'Pre-check form submitted', description: 'The pre-check form was submitted for review.' },
    tr: { title: 'Ön kontrol formu gönderildi', description: 'Ön kontrol formu incelemeye gönderildi.' },
  },
  'demo.boardingDocumentsRequested': {
    en: { title: 'Boarding documents requested', description: 'Please upload a recent <i>bank statement</i>.' },
    tr: { title: 'Kayıt belgeleri istendi', description: 'Lütfen güncel bir <i>banka hesap özeti</i> yükleyin.' },
  },
  'demo.declinedTransactionsReady': {
    en: { title: 'Your report <b>Declined transactions</b> is ready', description: '{fileName}' },
    tr: { title: '<b>Reddedilen işlemler</b> raporunuz hazır', description: '{fileName}' },
  },
  'demo.refundVelocityAlert': {
    en: { title: 'Refund velocity alert', description: 'Refunds doubled compared with last week.' },
    tr: { title: 'İade hızı uyarısı', description: 'İadeler geçen haftaya göre iki katına çıktı.' },
  },
  'demo.taskDueTomorrow': {
    en: { title: 'Task due tomorrow', description: 'Review the chargeback for order {order}.' },
    tr: { title: 'Görevin son günü yarın', description: '{order} numaralı siparişin ters ibrazını inceleyin.' },
  },
  'demo.proposalAccepted': {
    en: { title: 'Proposal accepted', description: 'The proposal was accepted.' },
    tr: { title: 'Teklif kabul edildi', description: 'Teklif kabul edildi.' },
  },
  'demo.agreementSigned': {
    en: { title: 'Agreement signed', description: 'Both parties signed the agreement.' },
    tr: { title: 'Sözleşme imzalandı', description: 'Sözleşme iki tarafça da imzalandı.' },
  },
  'demo.preCheckApproved': {
    en: { title: 'Pre-check form approved', description: 'Your pre-check form was approved.' },
    tr: { title: 'Ön kontrol formu onaylandı', description: 'Ön kontrol formunuz onaylandı.' },
  },
  'demo.boardingDocumentsAccepted': {
    en: { title: 'Boarding documents accepted', description: 'All documents were accepted.' },
    tr: { title: 'Kayıt belgeleri kabul edildi', description: 'Tüm belgeler kabul edildi.' },
  },
  // Someone else moved or closed a CRM opportunity or project the recipient owns (ADR 0088).
  'crm.recordMoved': {
    en: { title: '{name} moved to {where}', description: '{actor} moved your record {name} to the stage {where}' },
    tr: { title: '{name} {where} aşamasına taşındı', description: '{actor}, {name} kaydınızı {where} aşamasına taşıdı' },
  },
  'crm.recordClosed': {
    en: { title: '{name} closed as {where}', description: '{actor} closed your record {name} as {where}' },
    tr: { title: '{name} {where} olarak kapatıldı', description: '{actor}, {name} kaydınızı {where} olarak kapattı' },
  },
} as const satisfies Record<string, Record<NotificationLanguage, TextPair>>;

export type NotificationTextKey = keyof typeof NOTIFICATION_TEXTS;
export type NotificationParams = Record<string, string>;

/** A notification text as stored: its key and the (unescaped) values of its parameters. */
export interface KeyedText {
  key: NotificationTextKey;
  params: NotificationParams;
}

const isKey = (key: string): key is NotificationTextKey => Object.hasOwn(NOTIFICATION_TEXTS, key);

/** Fills a template: the template is ours (trusted), every parameter value is escaped by the `html` tag. */
export function fillTemplate(template: string, params: NotificationParams): Html {
  const parts = template.split(/\{(\w+)\}/);
  // split with a capture group alternates text, name, text, ...: odd indexes are parameter names.
  return parts.reduce<Html>((out, part, i) => (i % 2 === 0
    ? html`${out}${raw(escapeTemplate(part))}`
    : html`${out}${params[part] ?? ''}`), html``);
}

// Templates are escaped too, so a stray "<" in a translation stays harmless; only the emphasis tags
// <b>, </b>, <i> and </i> written in a template (never in a parameter) are kept as markup.
const escapeTemplate = (text: string): string => html`${text}`.value.replace(/&lt;(\/?[bi])&gt;/g, '<$1>');

/**
 * The title and description (rich text, as the panel shows them) of a keyed text in `language`;
 * undefined for a key this build does not know (the stored texts are shown instead).
 */
export function renderNotificationText(key: string, params: NotificationParams, language: NotificationLanguage): TextPair | undefined {
  if (!isKey(key)) return undefined;
  const texts = NOTIFICATION_TEXTS[key][language];
  return { title: fillTemplate(texts.title, params).value, description: fillTemplate(texts.description, params).value };
}

