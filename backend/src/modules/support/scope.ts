import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../http/errors';
import { inScope, inScopeTenant, OTHER_TENANT, scopeOf } from '../../http/scope';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { partyOf, PLATFORM, TENANT, type Party } from './parties';
import { findMerchant, findTicket, type Reader, type TicketRow } from './tickets.repository';

export type ScopeKind = 'customer' | 'tenant' | 'platform';

/** A ticket the caller may act on, and how they see it. */
export interface TicketAccess {
  ticket: TicketRow;
  principal: Principal;
  reader: Reader;
  kind: ScopeKind;
}

export const TICKET_NOT_FOUND = 'Ticket not found';
export const readerOf = (p: Principal): Reader => ({ userId: p.user.id, party: partyOf(p) });

async function load(db: Db, ticketId: string): Promise<TicketRow> {
  const row = isUuid(ticketId) ? await findTicket(db, ticketId) : undefined;
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

const access = (ticket: TicketRow, principal: Principal, kind: ScopeKind, party: Party = partyOf(principal)): TicketAccess =>
  ({ ticket, principal, kind, reader: { userId: principal.user.id, party } });

/**
 * Row access on top of the one scope resolver (ADR 0015): the caller's scope (`scopeOf`) decides whose
 * tickets are in reach; the channel and path decide which of those a route serves.
 *
 * support/ticket/{ticketId}: a merchant's own customer ticket, or (tenant staff) a ticket of their tenant.
 * Anything else answers 404, exactly like a missing ticket, so ids of others never leak.
 */
export async function customerScopeTicket(db: Db, principal: Principal, ticketId: string, channel?: string): Promise<TicketAccess> {
  const ticket = await load(db, ticketId);
  const scope = scopeOf(principal);
  const mine = scope.kind === 'merchant'
    ? ticket.channelType === 'CustomerToTenantTicketChannel' && inScope(scope, { tenantId: ticket.tenantId, merchantId: ticket.customerId })
    : scope.kind === 'tenant' && inScopeTenant(scope, ticket.tenantId);
  if (!mine || (channel && ticket.channelType !== channel)) throw notFound(TICKET_NOT_FOUND);
  return access(ticket, principal, 'customer');
}

/** support/ticket/{customerId}/{ticketId}: a customer ticket of one of the caller's tenant's merchants. */
export async function tenantViewTicket(db: Db, principal: Principal, customerId: string, ticketId: string): Promise<TicketAccess> {
  const scope = scopeOf(principal);
  const merchant = isUuid(customerId) ? await findMerchant(db, customerId) : undefined;
  if (!merchant) throw notFound('Customer not found');
  if (scope.kind !== 'tenant' || !inScopeTenant(scope, merchant.tenantId)) throw forbidden(OTHER_TENANT);
  const ticket = await load(db, ticketId);
  if (ticket.customerId !== customerId || !inScopeTenant(scope, ticket.tenantId) || ticket.channelType !== 'CustomerToTenantTicketChannel') {
    throw notFound(TICKET_NOT_FOUND);
  }
  return access(ticket, principal, 'tenant', TENANT);
}

/** support/{tenantId}/ticket/{ticketId}: a tenant-to-platform ticket of that tenant (platform staff). */
export async function platformTicket(db: Db, principal: Principal, tenantId: string, ticketId: string): Promise<TicketAccess> {
  const scope = scopeOf(principal, { tenantId });
  const ticket = await load(db, ticketId);
  if (scope.kind !== 'platform' || !inScopeTenant(scope, ticket.tenantId) || ticket.channelType !== 'TenantToPlatformTicketChannel') throw notFound(TICKET_NOT_FOUND);
  return access(ticket, principal, 'platform', PLATFORM);
}
