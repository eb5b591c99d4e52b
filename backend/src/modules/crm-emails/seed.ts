import { and, asc, eq } from 'drizzle-orm';
import { fillPlaceholders } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmContacts, crmEmails, crmEmailTemplates, crmOrganizations, tenants, users } from '../../db/schema';
import { stableId } from '../../lib/ids';

const TEMPLATES: Array<[key: string, name: string, subject: string, body: string]> = [
  ['welcome', 'Welcome', 'Welcome to {{tenant.name}}, {{contact.firstName}}',
    'Dear {{contact.firstName}},\n\nThank you for your interest in accepting payments with {{tenant.name}}. I will be your contact for {{organization.legalName}}.\n\nKind regards,\n{{user.fullName}}'],
  ['kyb-reminder', 'KYB documents reminder', 'Documents for {{organization.legalName}}',
    // The e-mail's marks (ADR 0149): a list and bold, sent as HTML beside the text.
    'Dear {{contact.fullName}},\n\nTo complete the onboarding of **{{organization.legalName}}** we still need:\n\n- your company registration\n- a proof of address\n- the directors\' IDs\n\nKind regards,\n{{user.fullName}}\n{{user.email}}'],
  ['pricing-follow-up', 'Pricing follow-up', 'Your pricing proposal',
    'Dear {{contact.firstName}},\n\nFollowing our call, please find our pricing proposal for {{organization.tradingName}}. I am happy to walk you through it.\n\nKind regards,\n{{user.fullName}}'],
];

/** A tenant's templates and, for Acme, a few e-mails sent to its first customers' primary contacts (ADR 0090). */
async function seedTenantEmails(db: Db, tenantId: string, templates: typeof TEMPLATES, sent: number): Promise<void> {
  await db.insert(crmEmailTemplates).values(templates.map(([key, name, subject, body]) => ({
    id: stableId(`crm-email-template:${tenantId}:${key}`), tenantId, name, subject, body, isActive: true,
  }))).onConflictDoNothing();
  if (!sent) return;
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const [sender] = await db.select().from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'))).orderBy(asc(users.email)).limit(1);
  const people = await db.select({ contact: crmContacts, org: crmOrganizations }).from(crmContacts)
    .innerJoin(crmOrganizations, eq(crmOrganizations.id, crmContacts.organizationId))
    .where(and(eq(crmContacts.tenantId, tenantId), eq(crmContacts.isPrimary, true))).orderBy(asc(crmOrganizations.legalName)).limit(sent);
  const start = Date.UTC(2026, 10, 2, 9, 30);
  await db.insert(crmEmails).values(people.map(({ contact, org }, i) => {
    const [key, , subject, body] = templates[i % templates.length]!;
    const values: Record<string, string> = {
      'contact.firstName': contact.firstName, 'contact.lastName': contact.lastName, 'contact.fullName': `${contact.firstName} ${contact.lastName}`, 'contact.email': contact.email,
      'organization.legalName': org.legalName, 'organization.tradingName': org.tradingName || org.legalName,
      'user.fullName': sender ? `${sender.firstName} ${sender.lastName}` : '', 'user.email': sender?.email ?? '', 'tenant.name': tenant?.name ?? '',
    };
    const at = new Date(start + i * 26 * 3_600_000);
    return {
      id: stableId(`crm-email:${tenantId}:${i}`), tenantId, relatedType: i % 2 ? 'contact' : 'organization', relatedId: i % 2 ? contact.id : org.id,
      relatedName: i % 2 ? `${contact.firstName} ${contact.lastName}` : org.legalName, templateId: stableId(`crm-email-template:${tenantId}:${key}`),
      toAddress: contact.email, toName: `${contact.firstName} ${contact.lastName}`, subject: fillPlaceholders(subject, values), body: fillPlaceholders(body, values),
      senderId: sender?.id ?? null, status: (i === sent - 1 ? 'Failed' : 'Sent') as 'Sent' | 'Failed', sentAt: i === sent - 1 ? null : at, createdAt: at,
    };
  })).onConflictDoNothing();
}

/** E-mail templates and sent e-mails (ADR 0090): Acme three templates and six e-mails; Globex one template. */
export async function seedCrmEmails(db: Db, tenantIds: { acme: string; globex: string }): Promise<void> {
  await seedTenantEmails(db, tenantIds.acme, TEMPLATES, 6);
  await seedTenantEmails(db, tenantIds.globex, TEMPLATES.slice(0, 1), 0);
}
