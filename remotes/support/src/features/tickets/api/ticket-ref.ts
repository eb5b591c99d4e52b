import type { QueryParams } from '@portal/api-client';
import { SUPPORT_PATHS } from '@portal/contracts';

/**
 * How one ticket is addressed (spec part 1 section 7): a merchant's own ticket; a customer's ticket in
 * the tenant view; a tenant's own ticket to the platform (the customer paths with
 * ticketChannelType=TenantToPlatformTicketChannel); a ticket in the platform view.
 */
export type TicketRef =
  | { kind: 'merchant'; ticketId: string }
  | { kind: 'tenant-customer'; customerId: string; ticketId: string }
  | { kind: 'tenant-own'; ticketId: string }
  | { kind: 'platform'; tenantId: string; ticketId: string };

export interface TicketPaths {
  ticket: string;
  feed: string;
  comment: string;
  close: string;
  open: string;
  priority: string;
  references: string;
  feedExportCsv: string;
  inviteExternalParty: string;
  markCommentsAsRead: string;
  /** Tenant view of a customer ticket, and platform. */
  assign?: string;
  /** Tenant view of a customer ticket only. */
  escalate?: string;
  /** set-support-label/{labelId} prefix: support/ticket/{a}/{b}. */
  setLabel(labelId: string): string;
  /** Query every call on this ticket carries. */
  query: QueryParams;
}

/** `ownerId`: the merchant id (merchant tickets) or the tenant id (a tenant's own tickets), for set-support-label. */
export function ticketPaths(ref: TicketRef, ownerId?: string | null): TicketPaths {
  const P = SUPPORT_PATHS;
  switch (ref.kind) {
    case 'merchant':
    case 'tenant-own': {
      const id = ref.ticketId;
      const query: QueryParams = ref.kind === 'tenant-own' ? { ticketChannelType: 'TenantToPlatformTicketChannel' } : { ticketChannelType: 'CustomerToTenantTicketChannel' };
      return {
        ticket: P.ticket(id), feed: P.feed(id), comment: P.comment(id), close: P.close(id), open: P.open(id),
        priority: P.priority(id), references: P.references(id), feedExportCsv: P.feedExportCsv(id),
        inviteExternalParty: P.inviteExternalParty(id), markCommentsAsRead: P.markCommentsAsRead(id),
        // A merchant's ticket is labelled under its own merchant id; a tenant's own ticket under the tenant id.
        setLabel: (labelId) => P.setSupportLabel(ownerId ?? '', id, labelId),
        query,
      };
    }
    case 'tenant-customer': {
      const { customerId: c, ticketId: id } = ref;
      return {
        ticket: P.tenantTicket(c, id), feed: P.tenantFeed(c, id), comment: P.tenantComment(c, id), close: P.tenantClose(c, id),
        open: P.tenantOpen(c, id), priority: P.tenantPriority(c, id), references: P.tenantReferences(c, id),
        feedExportCsv: P.tenantFeedExportCsv(c, id), inviteExternalParty: P.tenantInviteExternalParty(c, id),
        markCommentsAsRead: P.tenantMarkCommentsAsRead(c, id), assign: P.tenantAssign(c, id), escalate: P.tenantEscalate(c, id),
        setLabel: (labelId) => P.setSupportLabel(c, id, labelId),
        query: {},
      };
    }
    case 'platform': {
      const { tenantId: t, ticketId: id } = ref;
      return {
        ticket: P.platformTicket(t, id), feed: P.platformFeed(t, id), comment: P.platformComment(t, id), close: P.platformClose(t, id),
        open: P.platformOpen(t, id), priority: P.platformPriority(t, id), references: P.platformReferences(t, id),
        feedExportCsv: P.platformFeedExportCsv(t, id), inviteExternalParty: P.platformInviteExternalParty(t, id),
        markCommentsAsRead: P.platformMarkCommentsAsRead(t, id), assign: P.platformAssign(t, id),
        setLabel: (labelId) => P.setSupportLabel(t, id, labelId),
        query: {},
      };
    }
  }
}

/** A stable cache key part for one ticket. */
export function refKey(ref: TicketRef): string[] {
  switch (ref.kind) {
    case 'tenant-customer':
      return [ref.kind, ref.customerId, ref.ticketId];
    case 'platform':
      return [ref.kind, ref.tenantId, ref.ticketId];
    default:
      return [ref.kind, ref.ticketId];
  }
}
