import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, users } from '../../db/schema';
import { PERMISSIONS, SUPPORT_NOTIFICATION_TYPES, SUPPORT_PAGE_URLS } from '@portal/contracts';
import { notifyUsers } from '../notifications/notify';
import { CUSTOMER, partiesOfChannel, PLATFORM, TENANT, type Party } from './parties';
import type { TicketRow } from './tickets.repository';
import type { KeyedText } from '../notifications/texts';

/** Active users who act as `party` on this ticket: the merchant's users, the tenant's or the platform's support staff. */
async function membersOf(db: Db, ticket: TicketRow, party: Party): Promise<string[]> {
  const base = db.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId));
  let rows: Array<{ id: string }>;
  if (party === CUSTOMER) {
    if (!ticket.customerId) return [];
    rows = await base.where(and(eq(users.merchantId, ticket.customerId), eq(users.isActive, true),
      arrayContains(roles.permissions, [PERMISSIONS.merchantSupportLookup])));
  } else if (party === TENANT) {
    rows = await base.where(and(eq(users.tenantId, ticket.tenantId), eq(users.userType, 'crm'), eq(users.isActive, true),
      arrayContains(roles.permissions, [PERMISSIONS.crmSupportLookup])));
  } else {
    rows = await base.where(and(isNull(users.tenantId), eq(users.userType, 'platform'), eq(users.isActive, true),
      arrayContains(roles.permissions, [PERMISSIONS.platformSupportLookup])));
  }
  return rows.map((r) => r.id);
}

/** The ticket's page for a party (SUPPORT_PAGE_URLS). */
export function pageFor(ticket: TicketRow, party: Party): string {
  if (party === CUSTOMER) return SUPPORT_PAGE_URLS.merchant(ticket.id);
  if (party === PLATFORM) return SUPPORT_PAGE_URLS.platform(ticket.tenantId, ticket.id);
  return ticket.channelType === 'CustomerToTenantTicketChannel' && ticket.customerId
    ? SUPPORT_PAGE_URLS.tenant(ticket.customerId, ticket.id)
    : SUPPORT_PAGE_URLS.tenantOwn(ticket.id);
}

interface TicketEvent {
  ticket: TicketRow;
  /** Null for an external party (no user account). */
  actorId: string | null;
  actorParty: Party | null;
  /**
   * The text as a catalogue key and parameters, rendered in each reader's language (ADR 0042). Rendering
   * escapes every parameter (subjects, names, comments), so user text can never become a link or an
   * image in the panel's rich text (issue 15 item 5).
   */
  text: KeyedText;
  notificationType: string;
  /** Only these parties hear of it (default: every party of the ticket except the actor's). */
  parties?: Party[];
  /** Also told, whatever their party (the new assignee). */
  extraUserIds?: string[];
}

/** Tells a ticket's other parties (each with their own page link); never the actor. */
export async function notifyTicketEvent(db: Db, e: TicketEvent): Promise<void> {
  const parties = e.parties ?? partiesOfChannel(e.ticket.channelType).filter((p) => p !== e.actorParty);
  const told = new Set<string>(e.actorId ? [e.actorId] : []);
  const extras = new Set(e.extraUserIds ?? []);
  for (const party of parties) {
    const ids = (await membersOf(db, e.ticket, party)).filter((id) => !told.has(id) && !extras.has(id));
    ids.forEach((id) => told.add(id));
    await notifyUsers(db, ids, { text: e.text, notificationType: e.notificationType, objectUrl: pageFor(e.ticket, party) });
  }
  for (const id of extras) {
    if (id === e.actorId) continue;
    for (const party of partiesOfChannel(e.ticket.channelType)) {
      if ((await membersOf(db, e.ticket, party)).includes(id)) {
        await notifyUsers(db, [id], { text: e.text, notificationType: e.notificationType, objectUrl: pageFor(e.ticket, party) });
        break;
      }
    }
  }
}

export const NOTIFY = SUPPORT_NOTIFICATION_TYPES;
