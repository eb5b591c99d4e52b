import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportFeedItems, supportTickets } from '../../db/schema';
import { seedIds } from '../../db/seed';
import { stableId } from '../../lib/ids';
import { seedTransactionExternalId } from '../transactions/seed';
import { ensureDefaultLabels } from './labels.repository';
import { CUSTOMER, PLATFORM, TENANT } from './parties';

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const at = (hours: number) => new Date(T0 + hours * 3_600_000);
const ticketId = (key: string) => stableId(`ticket:${key}`);
/** A real seeded payment of Blue Bottle, so the reference passes the same check as a typed one. */
const REFUNDED_PAYMENT = seedTransactionExternalId('blue-bottle', 4);
const label = (tenantKey: string, value: string) => stableId(`label:${seedIds.tenant(tenantKey)}:${value}`);

type Item = { type: string; actor: string | null; hours: number; internalTo?: number; data: Record<string, unknown> };

/**
 * Demo tickets with feeds: Acme's merchant@ raised two tickets to tenant@ (one escalated to the platform),
 * Acme has one own ticket to the platform, Globex's merchant2@ one ticket to tenant2@. Idempotent.
 */
export async function seedSupport(db: Db): Promise<void> {
  await ensureDefaultLabels(db, seedIds.tenant('acme'));
  await ensureDefaultLabels(db, seedIds.tenant('globex'));
  const [existing] = await db.select({ n: count() }).from(supportTickets);
  if ((existing?.n ?? 0) > 0) return;

  const merchant = seedIds.user('merchant@demo.test');
  const tenant = seedIds.user('tenant@demo.test');
  const platform = seedIds.user('platform@demo.test');
  const merchant2 = seedIds.user('merchant2@demo.test');
  const tenant2 = seedIds.user('tenant2@demo.test');
  const acme = seedIds.tenant('acme');
  const blueBottle = seedIds.merchant('blue-bottle');

  const tickets: Array<typeof supportTickets.$inferInsert & { items: Item[] }> = [
    {
      id: ticketId('acme-settlement'), tenantId: acme, customerId: blueBottle, channelType: 'CustomerToTenantTicketChannel',
      category: 'Payments and settlements', subject: 'Settlement for 3 January missing', priority: 'High',
      description: 'Our settlement for card payments on 3 January has not reached our bank account yet.',
      createdById: merchant, createdByParty: CUSTOMER, contactEmail: 'merchant@demo.test', assigneeId: tenant,
      references: [{ key: 'createdOn', value: '/merchant/payments' }], labelId: label('acme', 'In progress'),
      initialRequestAt: at(0), responseAt: at(2), escalatedToTicketId: ticketId('acme-settlement-escalated'),
      createdAt: at(0), updatedAt: at(5),
      items: [
        { type: 'StatusChangeFeedItem', actor: merchant, hours: 0, data: { newState: 'Opened' } },
        { type: 'AssignmentItem', actor: tenant, hours: 1, data: { newAssigneeId: tenant } },
        { type: 'TenantCommentItem', actor: tenant, hours: 2, data: { content: '<p>Thanks, we are checking the settlement batch with the acquirer.</p>' } },
        { type: 'TenantInternalCommentItem', actor: tenant, hours: 3, internalTo: TENANT, data: { content: '<p>Batch 2025-01-03 shows as held. Needs the platform team.</p>' } },
        { type: 'TenantInternalCommentItem', actor: tenant, hours: 4, internalTo: TENANT, data: { content: '<p>Escalated to the platform.</p>' } },
        { type: 'CustomerCommentItem', actor: merchant, hours: 5, data: { content: '<p>Any update? Our accountant is asking.</p>' } },
      ],
    },
    {
      id: ticketId('acme-settlement-escalated'), tenantId: acme, customerId: blueBottle, channelType: 'TenantToPlatformTicketChannel',
      category: 'Payments and settlements', subject: 'Settlement for 3 January missing', priority: 'High',
      description: 'Blue Bottle Coffee Ltd: settlement batch of 3 January is held.', createdById: tenant, createdByParty: TENANT,
      contactEmail: 'tenant@demo.test', references: [{ key: 'Customer', value: blueBottle }], escalatedFromTicketId: ticketId('acme-settlement'),
      assigneeId: platform, billable: false, jiraTicket: 'PAY-1042', initialRequestAt: at(4), responseAt: at(6),
      createdAt: at(4), updatedAt: at(7),
      items: [
        { type: 'StatusChangeFeedItem', actor: tenant, hours: 4, data: { newState: 'Opened' } },
        { type: 'AssignmentItem', actor: platform, hours: 5, data: { newAssigneeId: platform } },
        { type: 'PriorityChangeItem', actor: platform, hours: 5.5, data: { newPriority: 'High' } },
        { type: 'PlatformCommentItem', actor: platform, hours: 6, data: { content: '<p>The batch was held by a risk rule; we are releasing it.</p>' } },
        { type: 'PlatformInternalCommentItem', actor: platform, hours: 6.5, internalTo: PLATFORM, data: { content: '<p>Risk rule R-17 too strict for this MCC. Raised PAY-1042.</p>' } },
        { type: 'ExternalPartyInvitationItem', actor: platform, hours: 6.8, data: { externalPartyEmail: 'ops@acquirer.test', invitationDescription: 'Acquirer operations' } },
        { type: 'ExternalPartyCommentItem', actor: null, hours: 7, data: { content: '<p>Batch released on our side.</p>', externalPartyEmail: 'ops@acquirer.test' } },
      ],
    },
    {
      id: ticketId('acme-refund'), tenantId: acme, customerId: blueBottle, channelType: 'CustomerToTenantTicketChannel',
      category: 'Refunds and disputes', subject: 'How do I refund part of a payment?', priority: 'Low',
      description: 'A customer returned one of two items. Can I refund only part of the payment?',
      createdById: merchant, createdByParty: CUSTOMER, contactEmail: 'merchant@demo.test', status: 'Closed', labelId: label('acme', 'Done'),
      references: [{ key: 'Transaction', value: REFUNDED_PAYMENT }], initialRequestAt: at(24), responseAt: at(25), resolutionAt: at(26),
      createdAt: at(24), updatedAt: at(26),
      items: [
        { type: 'StatusChangeFeedItem', actor: merchant, hours: 24, data: { newState: 'Opened' } },
        { type: 'ReferenceItem', actor: merchant, hours: 24.1, data: { references: [{ key: 'Transaction', value: REFUNDED_PAYMENT }] } },
        { type: 'TenantCommentItem', actor: tenant, hours: 25, data: { content: '<p>Yes: open the transaction and choose <b>Refund</b>, then enter the amount.</p>' } },
        { type: 'CustomerCommentItem', actor: merchant, hours: 25.5, data: { content: '<p>That worked, thank you!</p>' } },
        { type: 'StatusChangeFeedItem', actor: tenant, hours: 26, data: { newState: 'Closed' } },
      ],
    },
    {
      id: ticketId('acme-own'), tenantId: acme, customerId: null, channelType: 'TenantToPlatformTicketChannel',
      category: 'Account and access', subject: 'Add a second support e-mail address', priority: 'Medium',
      description: 'We would like replies to go to support@acme.test and helpdesk@acme.test.', createdById: tenant, createdByParty: TENANT,
      contactEmail: 'tenant@demo.test', billable: true, initialRequestAt: at(30), createdAt: at(30), updatedAt: at(30),
      items: [{ type: 'StatusChangeFeedItem', actor: tenant, hours: 30, data: { newState: 'Opened' } }],
    },
    {
      id: ticketId('globex-onboarding'), tenantId: seedIds.tenant('globex'), customerId: seedIds.merchant('globex-garden'),
      channelType: 'CustomerToTenantTicketChannel', category: 'Onboarding', subject: 'Documents for boarding review', priority: 'Medium',
      description: 'Which documents do you still need for our boarding review?', createdById: merchant2, createdByParty: CUSTOMER,
      contactEmail: 'merchant2@demo.test', initialRequestAt: at(10), responseAt: at(11), labelId: label('globex', 'Pending'),
      createdAt: at(10), updatedAt: at(12),
      items: [
        { type: 'StatusChangeFeedItem', actor: merchant2, hours: 10, data: { newState: 'Opened' } },
        { type: 'TenantCommentItem', actor: tenant2, hours: 11, data: { content: '<p>Please upload a recent bank statement.</p>' } },
        { type: 'TenantInternalCommentItem', actor: tenant2, hours: 11.5, internalTo: TENANT, data: { content: '<p>Statement must be under 3 months old.</p>' } },
        { type: 'CustomerInternalCommentItem', actor: merchant2, hours: 12, internalTo: CUSTOMER, data: { content: '<p>Ask the bookkeeper for the December statement.</p>' } },
      ],
    },
  ];

  await db.transaction(async (tx) => {
    for (const { items, ...t } of tickets) {
      await tx.insert(supportTickets).values(t).onConflictDoNothing();
      await tx.insert(supportFeedItems).values(items.map((item, i) => ({
        id: stableId(`feed:${t.id}:${i}`), ticketId: t.id!, type: item.type, actorId: item.actor, internalTo: item.internalTo ?? null,
        data: item.data, createdAt: at(item.hours),
      }))).onConflictDoNothing();
    }
  });
}
