import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TicketListItem } from '@portal/contracts';
import { rememberCrumb } from '../../../../lib/breadcrumbs';
import type { SupportScope } from '../../../scope/support-scope';

/** The detail path of a list row, under the list's own path (so the breadcrumb leads back to it). */
export function ticketDetailPath(listPath: string, scope: SupportScope, row: TicketListItem): string {
  const base = listPath.replace(/\/+$/, '');
  if (scope === 'platform') return `${base}/${row.tenantId}/${row.ticketId}`;
  if (scope === 'tenant' && row.ticketChannelType === 'CustomerToTenantTicketChannel' && row.customerId) {
    return `${base}/${row.customerId}/${row.ticketId}`;
  }
  return `${base}/${row.ticketId}`;
}

export interface OpenTicket {
  /** The detail path of a row (the subject's link). */
  href(row: TicketListItem): string;
  /** Leaves the row's subject as the dynamic breadcrumb of its detail page (before following its link). */
  remember(row: TicketListItem): void;
  /** Opens a row's ticket (a click elsewhere on the row). */
  open(row: TicketListItem): void;
}

/** Opens a ticket from a list, leaving its subject as the dynamic breadcrumb. */
export function useOpenTicket(scope: SupportScope): OpenTicket {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const href = useCallback((row: TicketListItem) => ticketDetailPath(pathname, scope, row), [pathname, scope]);
  const remember = useCallback((row: TicketListItem) => rememberCrumb(href(row), `#${row.ticketNumber} ${row.subject}`), [href]);
  const open = useCallback(
    (row: TicketListItem) => {
      remember(row);
      void navigate(href(row));
    },
    [navigate, href, remember],
  );
  return useMemo(() => ({ href, remember, open }), [href, remember, open]);
}
