import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { likeContains } from '../../lib/like';
import { allPages, pagedQuery, type OrderTerm } from '../../lib/paged-query';
import type { Db } from '../../db/client';
import { merchants, supportFeedItems, supportFeedReads, supportTickets, tenants } from '../../db/schema';
import type { Ticket, TicketListItem } from '@portal/contracts';
import { actorsByIds, unknownActor } from './actors';
import { labelsByIds, toLabel } from './labels.repository';
import type { Party } from './parties';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;

/** Who reads: decides isUnread / unreadCount and which comments count. */
export interface Reader {
  userId: string;
  party: Party;
}

/** Comments this reader may see, did not write and has not read. */
export function unreadCountSql(reader: Reader): SQL<number> {
  return sql<number>`(select count(*)::int from ${supportFeedItems} f
    where f.ticket_id = "support_tickets"."id" and f.type like '%CommentItem'
      and (f.internal_to is null or f.internal_to = ${reader.party})
      and (f.actor_id is null or f.actor_id <> ${reader.userId})
      and not exists (select 1 from ${supportFeedReads} r where r.feed_item_id = f.id and r.user_id = ${reader.userId}))`;
}

export interface TicketListFilter {
  status?: string;
  priority?: string;
  category?: string;
  labelId?: string;
  assignee?: string;
  customerId?: string;
  tenantIds?: string[];
  searchKey?: string;
  pageIndex: number;
  pageSize: number;
}

/** Scope (decided by the caller) plus the user's filter. */
export function filterConditions(scope: SQL[], f: Omit<TicketListFilter, 'pageIndex' | 'pageSize'>): SQL | undefined {
  const c = [...scope];
  if (f.status) c.push(eq(supportTickets.status, f.status as TicketRow['status']));
  if (f.priority) c.push(eq(supportTickets.priority, f.priority as TicketRow['priority']));
  if (f.category) c.push(eq(supportTickets.category, f.category));
  if (f.labelId) c.push(eq(supportTickets.labelId, f.labelId));
  if (f.assignee) c.push(eq(supportTickets.assigneeId, f.assignee));
  if (f.customerId) c.push(eq(supportTickets.customerId, f.customerId));
  if (f.tenantIds) c.push(inArray(supportTickets.tenantId, f.tenantIds.length ? f.tenantIds : ['00000000-0000-0000-0000-000000000000']));
  if (f.searchKey?.trim()) {
    const key = f.searchKey.trim();
    const like = likeContains(key);
    const byNumber = /^#?\d{1,9}$/.test(key) ? [eq(supportTickets.ticketNumber, Number(key.replace('#', '')))] : [];
    c.push(or(ilike(supportTickets.subject, like), ilike(supportTickets.description, like), ...byNumber)!);
  }
  return c.length ? and(...c) : undefined;
}

export async function listTickets(db: Db, reader: Reader, scope: SQL[], f: TicketListFilter): Promise<{ count: number; data: TicketListItem[] }> {
  const where = filterConditions(scope, f);
  const page = await pagedQuery({
    db, select: db.select({ t: supportTickets, unread: unreadCountSql(reader) }).from(supportTickets).$dynamic(),
    countFrom: supportTickets, where, count: { exact: true },
    order: [{ column: supportTickets.createdAt, direction: 'desc' }, { column: supportTickets.id, direction: 'desc' }],
    page: { pageIndex: f.pageIndex, pageSize: f.pageSize },
  });
  const items = await toListItems(db, page.rows.map((r) => r.t), page.rows.map((r) => r.unread));
  return { count: page.count, data: items };
}

/** Tickets read per page by an export: memory holds one page, whatever the number of tickets. */
export const EXPORT_PAGE_SIZE = 500;

const exportOrder: OrderTerm[] = [
  { column: supportTickets.createdAt, direction: 'asc', type: 'timestamptz', read: (r: TicketRow) => r.createdAt },
  { column: supportTickets.id, direction: 'asc', type: 'uuid', read: (r: TicketRow) => r.id },
];

/** Every ticket matching (exports), oldest first, read page by page through the one paged query. */
export async function* exportTickets(
  db: Db, scope: SQL[], f: Omit<TicketListFilter, 'pageIndex' | 'pageSize'>, pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<{ row: TicketRow; item: TicketListItem }> {
  const pages = allPages({ select: () => db.select().from(supportTickets).$dynamic(), where: filterConditions(scope, f), order: exportOrder, pageSize });
  for await (const rows of pages) {
    const items = await toListItems(db, rows, rows.map(() => 0));
    for (let i = 0; i < rows.length; i++) yield { row: rows[i]!, item: items[i]! };
  }
}

/** The tenants of the matching tickets, in the order of each one's oldest ticket (one file per tenant). */
export async function exportTenants(db: Db, scope: SQL[], f: Omit<TicketListFilter, 'pageIndex' | 'pageSize'>): Promise<Array<{ id: string; name: string }>> {
  const firsts = await db.selectDistinctOn([supportTickets.tenantId], { id: supportTickets.tenantId, at: supportTickets.createdAt, ticketId: supportTickets.id })
    .from(supportTickets).where(filterConditions(scope, f)).orderBy(supportTickets.tenantId, supportTickets.createdAt, supportTickets.id);
  if (firsts.length === 0) return [];
  firsts.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.ticketId < b.ticketId ? -1 : 1));
  const names = new Map((await db.select({ id: tenants.id, name: tenants.name }).from(tenants)
    .where(inArray(tenants.id, firsts.map((t) => t.id)))).map((t) => [t.id, t.name]));
  return firsts.map((t) => ({ id: t.id, name: names.get(t.id) ?? '' }));
}

async function toListItems(db: Db, rows: TicketRow[], unread: number[]): Promise<TicketListItem[]> {
  if (rows.length === 0) return [];
  const actors = await actorsByIds(db, rows.flatMap((r) => [r.assigneeId, r.createdById]));
  const labels = await labelsByIds(db, rows.map((r) => r.labelId).filter((x): x is string => !!x));
  const tenantRows = await db.select({ id: tenants.id, name: tenants.name }).from(tenants)
    .where(inArray(tenants.id, [...new Set(rows.map((r) => r.tenantId))]));
  const customerIds = [...new Set(rows.map((r) => r.customerId).filter((x): x is string => !!x))];
  const customerRows = customerIds.length
    ? await db.select({ id: merchants.id, name: merchants.legalBusinessName }).from(merchants).where(inArray(merchants.id, customerIds))
    : [];
  const tenantName = new Map(tenantRows.map((r) => [r.id, r.name]));
  const customerName = new Map(customerRows.map((r) => [r.id, r.name]));
  return rows.map((r, i) => {
    const label = r.labelId ? labels.get(r.labelId) : undefined;
    return {
      ticketId: r.id,
      ticketNumber: r.ticketNumber,
      ticketChannelType: r.channelType,
      tenantId: r.tenantId,
      tenantName: tenantName.get(r.tenantId) ?? '',
      customerId: r.customerId,
      customerName: r.customerId ? customerName.get(r.customerId) ?? null : null,
      category: r.category,
      subject: r.subject,
      status: r.status,
      priority: r.priority,
      assignee: r.assigneeId ? actors.get(r.assigneeId) ?? unknownActor(r.assigneeId) : null,
      createdBy: actors.get(r.createdById) ?? unknownActor(r.createdById),
      label: label ? toLabel(label) : null,
      createdOn: r.createdAt.toISOString(),
      updatedOn: r.updatedAt.toISOString(),
      unreadCount: unread[i] ?? 0,
      escalatedToTicketId: r.escalatedToTicketId,
      escalatedFromTicketId: r.escalatedFromTicketId,
    };
  });
}

export async function ticketDetails(db: Db, row: TicketRow, reader: Reader, now: Date = new Date()): Promise<Ticket> {
  const [unread] = await db.select({ n: unreadCountSql(reader) }).from(supportTickets).where(eq(supportTickets.id, row.id));
  const [item] = await toListItems(db, [row], [unread?.n ?? 0]);
  const inviters = await actorsByIds(db, row.externalParties.map((p) => p.invitedById));
  let escalatedFromCustomerId: string | null = null;
  if (row.escalatedFromTicketId) {
    const source = await findTicket(db, row.escalatedFromTicketId);
    escalatedFromCustomerId = source?.customerId ?? null;
  }
  return {
    ...item!,
    description: row.description,
    contactEmail: row.contactEmail,
    contactEmails: row.contactEmails,
    references: row.references as Ticket['references'],
    billable: row.billable,
    jiraTicket: row.jiraTicket,
    initialRequestDateTime: row.initialRequestAt?.toISOString() ?? null,
    responseDateTime: row.responseAt?.toISOString() ?? null,
    resolutionDateTime: row.resolutionAt?.toISOString() ?? null,
    scopingStatus: scopingInProgress(row, now),
    invitedExternalParties: row.externalParties.map((p) => ({
      externalPartyEmail: p.externalPartyEmail,
      invitationDescription: p.invitationDescription,
      invitedBy: inviters.get(p.invitedById) ?? unknownActor(p.invitedById),
      timestamp: p.timestamp,
    })),
    escalatedFromCustomerId,
  };
}

/** A scoping run marks the ticket until it ends (scoping.ts); a mark past its deadline is a run that died with its process. */
export const scopingInProgress = (row: Pick<TicketRow, 'scopingUntil'>, now: Date): boolean => !!row.scopingUntil && row.scopingUntil > now;

export async function findTicket(db: Db, id: string): Promise<TicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

export async function insertTicket(db: Db, values: NewTicket): Promise<TicketRow> {
  const [row] = await db.insert(supportTickets).values(values).returning();
  return row!;
}

export async function updateTicket(db: Db, id: string, values: Partial<NewTicket>): Promise<TicketRow> {
  const [row] = await db.update(supportTickets).set({ ...values, updatedAt: new Date() }).where(eq(supportTickets.id, id)).returning();
  return row!;
}

/** A merchant of the given tenant, or undefined (another tenant's merchant counts as missing). */
export async function findMerchant(db: Db, id: string) {
  const [row] = await db.select({ id: merchants.id, tenantId: merchants.tenantId, name: merchants.legalBusinessName }).from(merchants)
    .where(eq(merchants.id, id));
  return row;
}

