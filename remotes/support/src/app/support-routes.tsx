import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { catalogRouteObjects, type CatalogRoute, type PortalRouteHandle } from '@portal/contracts';
import type { TicketRouteKind } from '../features/tickets/components/detail/TicketDetailPage';
import type { SupportScope } from '../features/scope/support-scope';
import { lazyPage } from './lazy-page';

// Each page loads when first opened: a first visit to a ticket list does not download the detail page and its forms.
const loadTicketList = () => import('../features/tickets/components/list/TicketListPage');
// Most visits land on a list: its code starts downloading with the area's module instead of after the first render
// (one round trip less before the list shows; a failure here is left to the page's own load and its Retry).
loadTicketList().catch(() => undefined);
const TicketListPage = lazyPage(async () => (await loadTicketList()).TicketListPage);
const TicketDetailPage = lazyPage(async () => (await import('../features/tickets/components/detail/TicketDetailPage')).TicketDetailPage);

/** A ticket's crumb: its number and subject from session storage, else 'Ticket'. */
const TICKET_HANDLE: PortalRouteHandle = { breadcrumb: 'Ticket', dynamicBreadcrumb: true };

function scopeOfRow(row: CatalogRoute): SupportScope {
  if (row.path.startsWith('/platform')) return 'platform';
  if (row.path.startsWith('/tenant')) return 'tenant';
  return 'merchant';
}

function detailRoutes(scope: SupportScope): RouteObject[] {
  const detail = (path: string, kind: TicketRouteKind): RouteObject => ({ path, handle: TICKET_HANDLE, element: <TicketDetailPage kind={kind} /> });
  if (scope === 'platform') return [detail(':tenantId/:ticketId', 'platform')];
  // Tenant staff: a customer's ticket (customer id, ticket id) or their own ticket to the platform (ticket id).
  if (scope === 'tenant') return [detail(':customerId/:ticketId', 'tenant-customer'), detail(':ticketId', 'tenant-own')];
  return [detail(':ticketId', 'merchant')];
}

/**
 * The remote's routes: one per catalogue row it owns (guarded by the host from the row's handle), each
 * with the list as its index and the ticket detail routes under it.
 */
export function supportRoutes(): RouteObject[] {
  return catalogRouteObjects('support', () => <Outlet />).map((route) => {
    const row = { path: route.path ?? '', title: (route.handle as PortalRouteHandle).breadcrumb } as CatalogRoute;
    const scope = scopeOfRow(row);
    const openOnly = !row.path.endsWith('support-tickets');
    const list: RouteObject = { index: true, element: <TicketListPage scope={scope} openOnly={openOnly} title={row.title} /> };
    return { path: route.path, handle: route.handle, element: route.element, children: [list, ...detailRoutes(scope)] } satisfies RouteObject;
  });
}
