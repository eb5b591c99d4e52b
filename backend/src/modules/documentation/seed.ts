import type { DocAudience, DocLanguage, DocSection } from '@portal/contracts';
import type { Db } from '../../db/client';
import { docPages, docPageVersions } from '../../db/schema';
import { stableId } from '../../lib/ids';

interface SeedPage {
  key: string; section: DocSection; audience: DocAudience; title: string; body: string;
  /** Turkish pages translate an English one (by its key); the English pages are each group's first. */
  language?: DocLanguage; translates?: string;
}

/** Acme's first pages (English): how its staff and merchants start, refunds with their approvals, common questions. */
const ACME_PAGES: SeedPage[] = [
  {
    key: 'getting-started', section: 'wiki', audience: 'both', title: 'Getting started',
    body: `# Getting started

Welcome to the portal. This page is the first stop for new colleagues and for the merchants we board.

## Signing in
1. Open the portal and choose **Sign in**.
2. Enter the e-mail address you were invited with and your password.
3. If your role asks for a second factor, enter the six-digit code from your authenticator app.

## Finding a transaction
Use **Transaction lookup**: filter by date, amount, card's last four digits or the merchant's order reference.
Open a row to see its history, the authorisation answer and any refunds.

## Getting help
Write to support from **Support** (a ticket keeps every reply in one place), or read the [FAQ](../section/faq/details).
`,
  },
  {
    key: 'refunds-and-approvals', section: 'wiki', audience: 'staff', title: 'Refunds and approvals',
    body: `# Refunds and approvals

Refunds above the tenant's threshold need **two people**: the one who asks and a second one who approves (four-eyes).

## Asking for a refund
1. Open the transaction in **Transaction lookup** and choose **Refund**.
2. Enter the amount (at most what is left to refund) and a reason the merchant will understand.
3. The request waits in **Approvals** until a colleague decides.

## Approving
- You cannot approve your own request.
- Check the amount, the reason and the merchant's recent refunds before approving.
- Decline with a reason: the requester sees it on the request.

> A refund cannot be undone once the acquirer has accepted it.
`,
  },
  {
    key: 'merchant-refunds', section: 'user-manuals', audience: 'merchants', title: 'Refunding a customer',
    body: `# Refunding a customer

You can refund a settled payment in full or in part from **Transactions**.

1. Find the payment (search by your order reference).
2. Choose **Refund**, enter the amount and a short reason.
3. Large refunds are checked by our team before they are sent: you will see the status change to *Refunded* once done.

Refunds reach the cardholder in 3 to 10 working days, depending on their bank.
`,
  },
  {
    key: 'faq-settlement', section: 'faq', audience: 'both', title: 'When are payments settled?',
    body: `Card payments captured before **22:00 UTC** are settled the next working day, less the fees of your price book.
Your **Account statement** report lists every settlement with its fees.`,
  },
  {
    key: 'faq-declined', section: 'faq', audience: 'both', title: 'Why was a payment declined?',
    body: `The card issuer decides. The decline reason in the transaction's detail says what the issuer answered
(for example *Insufficient funds* or *Do not honour*). Ask the customer to use another card or contact their bank.`,
  },
  {
    key: 'faq-approval-limits', section: 'faq', audience: 'staff', title: 'Who may approve a refund?',
    body: `Anyone whose role holds **CRM.TransactionManagement.TransactionApprovals**, except the person who asked for it.`,
  },
];

/**
 * Acme's Turkish pages (ADR 0148): what its merchants and both audiences read. The staff-only pages stay English, so a
 * Turkish reader sees them in English, the language they have.
 */
const ACME_TURKISH_PAGES: SeedPage[] = [
  {
    key: 'getting-started-tr', translates: 'getting-started', language: 'tr', section: 'wiki', audience: 'both', title: 'Başlarken',
    body: `# Başlarken

Portala hoş geldiniz. Bu sayfa yeni çalışma arkadaşlarımızın ve sisteme aldığımız üye işyerlerinin ilk durağıdır.

## Oturum açmak
1. Portalı açın ve **Oturum aç** düğmesini seçin.
2. Davet edildiğiniz e-posta adresini ve parolanızı girin.
3. Rolünüz ikinci bir doğrulama istiyorsa kimlik doğrulama uygulamanızdaki altı haneli kodu girin.

## Bir işlemi bulmak
**İşlem sorgulama** sayfasını kullanın: tarihe, tutara, kartın son dört hanesine ya da üye işyerinin sipariş numarasına göre süzün.
Geçmişini, yetkilendirme yanıtını ve iadelerini görmek için bir satırı açın.

## Yardım almak
**Destek** bölümünden bize yazın (bir talep her yanıtı tek bir yerde tutar) ya da [SSS](../section/faq/details) sayfasını okuyun.
`,
  },
  {
    key: 'merchant-refunds-tr', translates: 'merchant-refunds', language: 'tr', section: 'user-manuals', audience: 'merchants', title: 'Müşteriye iade yapmak',
    body: `# Müşteriye iade yapmak

Mutabakatı yapılmış bir ödemeyi **İşlemler** bölümünden tamamen ya da kısmen iade edebilirsiniz.

1. Ödemeyi bulun (sipariş numaranızla arayın).
2. **İade** seçeneğini seçin, tutarı ve kısa bir neden girin.
3. Büyük iadeler gönderilmeden önce ekibimizce kontrol edilir: iş bittiğinde durumun *İade edildi* olarak değiştiğini görürsünüz.

İadeler, kart sahibinin bankasına göre 3 ile 10 iş günü içinde ulaşır.
`,
  },
  {
    key: 'faq-settlement-tr', translates: 'faq-settlement', language: 'tr', section: 'faq', audience: 'both', title: 'Ödemeler ne zaman hesaba geçer?',
    body: `**22:00 UTC**'den önce tahsil edilen kart ödemeleri, fiyat listenizdeki komisyonlar düşülerek bir sonraki iş günü hesabınıza geçer.
**Hesap ekstresi** raporu her ödemeyi komisyonlarıyla birlikte listeler.`,
  },
  {
    key: 'faq-declined-tr', translates: 'faq-declined', language: 'tr', section: 'faq', audience: 'both', title: 'Bir ödeme neden reddedildi?',
    body: `Kararı kartı çıkaran banka verir. İşlemin ayrıntısındaki ret nedeni bankanın ne yanıt verdiğini söyler
(örneğin *Yetersiz bakiye* ya da *İşlem onaylanmadı*). Müşteriden başka bir kart kullanmasını ya da bankasıyla görüşmesini isteyin.`,
  },
];

/** Demo documentation (ADR 0099): Acme's pages, each at version 1 by the tenant administrator; Turkish translations too (ADR 0148). */
export async function seedDocumentation(db: Db, acmeTenantId: string): Promise<void> {
  const author = stableId('user:tenant@demo.test');
  const idOf = (key: string) => stableId(`doc-page:${acmeTenantId}:${key}`);
  for (const page of [...ACME_PAGES, ...ACME_TURKISH_PAGES]) {
    const id = idOf(page.key);
    const content = { section: page.section, title: page.title, body: page.body, audience: page.audience };
    const place = { language: page.language ?? 'en', translationOf: page.translates ? idOf(page.translates) : null };
    const [made] = await db.insert(docPages).values({ id, tenantId: acmeTenantId, ...content, ...place, version: 1, updatedBy: author })
      .onConflictDoNothing().returning({ id: docPages.id });
    if (!made) continue;
    await db.insert(docPageVersions).values({ id: stableId(`doc-page-version:${id}:1`), pageId: id, tenantId: acmeTenantId, version: 1, ...content, createdBy: author });
  }
}
