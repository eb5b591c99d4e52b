import type { DocAudience, DocSection } from '@portal/contracts';
import type { Db } from '../../db/client';
import { docPages, docPageVersions } from '../../db/schema';
import { stableId } from '../../lib/ids';

interface SeedPage { key: string; section: DocSection; audience: DocAudience; title: string; body: string }

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

/** Demo documentation (ADR 0099): Acme's pages, each at version 1 by the tenant administrator. */
export async function seedDocumentation(db: Db, acmeTenantId: string): Promise<void> {
  const author = stableId('user:tenant@demo.test');
  for (const page of ACME_PAGES) {
    const id = stableId(`doc-page:${acmeTenantId}:${page.key}`);
    const content = { section: page.section, title: page.title, body: page.body, audience: page.audience };
    const [made] = await db.insert(docPages).values({ id, tenantId: acmeTenantId, ...content, version: 1, updatedBy: author }).onConflictDoNothing().returning({ id: docPages.id });
    if (!made) continue;
    await db.insert(docPageVersions).values({ id: stableId(`doc-page-version:${id}:1`), pageId: id, tenantId: acmeTenantId, version: 1, ...content, createdBy: author });
  }
}
