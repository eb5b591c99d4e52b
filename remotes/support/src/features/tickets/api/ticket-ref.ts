import { SUPPORT_ENDPOINTS, type TicketActionEndpoints, type TicketChannelType } from '@portal/contracts';

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

/** The declared calls on one ticket in its view (ADR 0014), with the values every call carries. */
export interface TicketPaths {
  /** The view's ticket actions: details, feed, comment, close, open, priority, references, CSV, invitation, mark read. */
  endpoints: TicketActionEndpoints;
  /** Their path parameters. */
  params: Record<string, string>;
  /** Query every call on this ticket carries. */
  query: { ticketChannelType?: TicketChannelType };
  /** Tenant view of a customer ticket (SUPPORT_ENDPOINTS.tenantAssign), and platform (platformAssign): their parameters. */
  assign?:
    | { view: 'tenant'; params: { customerId: string; ticketId: string } }
    | { view: 'platform'; params: { tenantId: string; ticketId: string } };
  /** Tenant view of a customer ticket only: the escalate call's parameters. */
  escalate?: { customerId: string; ticketId: string };
  /** set-support-label/{a}/{b}/{labelId}: a is the customer (or tenant) id, b the ticket id. */
  labelParams(labelId: string): { a: string; b: string; labelId: string };
}

/** `ownerId`: the merchant id (merchant tickets) or the tenant id (a tenant's own tickets), for set-support-label. */
export function ticketPaths(ref: TicketRef, ownerId?: string | null): TicketPaths {
  const E = SUPPORT_ENDPOINTS;
  switch (ref.kind) {
    case 'merchant':
    case 'tenant-own': {
      const id = ref.ticketId;
      return {
        endpoints: E.customer,
        params: { ticketId: id },
        query: { ticketChannelType: ref.kind === 'tenant-own' ? 'TenantToPlatformTicketChannel' : 'CustomerToTenantTicketChannel' },
        // A merchant's ticket is labelled under its own merchant id; a tenant's own ticket under the tenant id.
        labelParams: (labelId) => ({ a: ownerId ?? '', b: id, labelId }),
      };
    }
    case 'tenant-customer': {
      const { customerId, ticketId } = ref;
      return {
        endpoints: E.tenant, params: { customerId, ticketId }, query: {},
        assign: { view: 'tenant', params: { customerId, ticketId } }, escalate: { customerId, ticketId },
        labelParams: (labelId) => ({ a: customerId, b: ticketId, labelId }),
      };
    }
    case 'platform': {
      const { tenantId, ticketId } = ref;
      return {
        endpoints: E.platform, params: { tenantId, ticketId }, query: {}, assign: { view: 'platform', params: { tenantId, ticketId } },
        labelParams: (labelId) => ({ a: tenantId, b: ticketId, labelId }),
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
