import type { SupportScope } from '../../../scope/support-scope';
import { MerchantTicketList } from './MerchantTicketList';
import { PlatformTicketList } from './PlatformTicketList';
import { TenantTicketList } from './TenantTicketList';

export interface TicketListPageProps {
  scope: SupportScope;
  /** The "support" pages start with open tickets; the "support-tickets" pages with all. */
  openOnly: boolean;
  title: string;
}

/** The list page of one scope (merchant, tenant or platform). */
export function TicketListPage({ scope, openOnly, title }: TicketListPageProps) {
  if (scope === 'platform') return <PlatformTicketList openOnly={openOnly} title={title} />;
  if (scope === 'tenant') return <TenantTicketList openOnly={openOnly} title={title} />;
  return <MerchantTicketList openOnly={openOnly} title={title} />;
}
