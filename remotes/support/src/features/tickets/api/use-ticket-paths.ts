import { useMemo } from 'react';
import { useUserContext } from '@portal/auth';
import { ticketPaths, type TicketPaths, type TicketRef } from './ticket-ref';

/** The paths of one ticket, with the caller's own merchant or tenant id for set-support-label. */
export function useTicketPaths(ref: TicketRef): TicketPaths {
  const { data } = useUserContext();
  const ownerId = ref.kind === 'merchant' ? data?.user.merchantId : data?.user.tenantId;
  return useMemo(() => ticketPaths(ref, ownerId), [ref, ownerId]);
}
