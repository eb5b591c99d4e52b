import { useCallback } from 'react';
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

/** Opens a ticket from a list, leaving its subject as the dynamic breadcrumb. */
export function useOpenTicket(scope: SupportScope) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (row: TicketListItem) => {
      const path = ticketDetailPath(pathname, scope, row);
      rememberCrumb(path, `#${row.ticketNumber} ${row.subject}`);
      navigate(path);
    },
    [navigate, pathname, scope],
  );
}
