import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import TagsOutlined from '@ant-design/icons/es/icons/TagsOutlined';
import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import type { TicketChannelType, TicketFilter } from '@portal/contracts';
import { FullPageSpin, PageTitle, PortalTabs } from '@portal/ui';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { ContactSupportDialogOnDemand } from '../../../contact-support/components/ContactSupportDialogOnDemand';
import { useLabels } from '../../../labels/api/get-labels';
import { LabelsManagerDialogOnDemand } from '../../../labels/components/LabelsManagerDialogOnDemand';
import { useCustomers } from '../../../lookups/api/get-customers';
import { useMyTenant } from '../../../lookups/api/get-my-tenant';
import { useStaffUsers, userLabel } from '../../../lookups/api/get-staff-users';
import { useTicketCategories } from '../../api/get-ticket-categories';
import { useMyTickets } from '../../api/get-my-tickets';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { useTicketListTable } from './use-ticket-list-table';

/** The tenant's first list: open tickets, page 1, 10 rows (loaded before the page shows, spec part 1 section 2). */
export const TENANT_PRELOAD_FILTER: TicketFilter = {
  ticketChannelType: 'CustomerToTenantTicketChannel', status: 'Opened', pageIndex: 0, pageSize: 10,
};

/**
 * Tenant staff: their customers' tickets and their own tickets to the platform. The page waits for
 * open tickets, CRM users, categories, customer ids and names and the tenant name before it shows.
 */
export function TenantTicketList({ openOnly, title }: { openOnly: boolean; title: string }) {
  const { t } = useSupportTranslation();
  const { filter, setFilter, tableProps } = useTicketListTable('tenant', openOnly ? TENANT_PRELOAD_FILTER : { ...TENANT_PRELOAD_FILTER, status: undefined });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);

  const preloadOpen = useMyTickets(TENANT_PRELOAD_FILTER);
  const users = useStaffUsers();
  const categories = useTicketCategories();
  const customers = useCustomers(null);
  const tenant = useMyTenant();
  const labels = useLabels(null);
  // The tab is the list's ticketChannelType, kept in the URL with the rest of the filter.
  const channel: TicketChannelType = filter.ticketChannelType ?? 'CustomerToTenantTicketChannel';
  const tickets = useMyTickets(filter);

  const preloading = [preloadOpen, users, categories, customers, tenant].some((q) => q.isPending && q.fetchStatus !== 'idle');
  if (preloading) return <FullPageSpin />;

  const customerChoices = (customers.data ?? []).map((c) => ({ value: c.merchantId, label: c.legalBusinessName }));
  const assigneeChoices = (users.data ?? []).map((u) => ({ value: u.id, label: userLabel(u) }));
  const tenantName = tenant.data?.tenantName ?? '';
  const list = (
    <>
      <TicketFilters
        filter={filter}
        choices={{
          categories: categories.data,
          labels: labels.data,
          customers: channel === 'CustomerToTenantTicketChannel' ? customerChoices : undefined,
          assignees: channel === 'CustomerToTenantTicketChannel' ? assigneeChoices : undefined,
        }}
        onChange={setFilter}
      />
      <TicketTable {...tableProps(tickets)} show={{ customer: channel === 'CustomerToTenantTicketChannel', assignee: true }} />
    </>
  );

  return (
    <Card variant="borderless">
      <PageTitle
        level={1}
        title={tenantName ? `${t(title)} · ${tenantName}` : t(title)}
        extra={
          <>
            <Button icon={<TagsOutlined aria-hidden />} onClick={() => setLabelsOpen(true)}>{t(T.labels)}</Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialogOpen(true)}>{t(T.newTicket)}</Button>
          </>
        }
      />
      {tickets.isError ? <Alert type="error" showIcon title={tickets.error.message} style={{ marginBottom: 12 }} /> : null}
      <PortalTabs
        activeKey={channel}
        onChange={(key) => setFilter((f) => ({ ...f, ticketChannelType: key as TicketChannelType, customerId: undefined, assignee: undefined, pageIndex: 0 }))}
        items={[
          { key: 'CustomerToTenantTicketChannel', label: t(T.customerTickets), children: channel === 'CustomerToTenantTicketChannel' ? list : null },
          { key: 'TenantToPlatformTicketChannel', label: t(T.ownTickets), children: channel === 'TenantToPlatformTicketChannel' ? list : null },
        ]}
      />
      <ContactSupportDialogOnDemand open={dialogOpen} onClose={() => setDialogOpen(false)} />
      <LabelsManagerDialogOnDemand open={labelsOpen} tenantId={null} onClose={() => setLabelsOpen(false)} />
    </Card>
  );
}
