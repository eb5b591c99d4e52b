import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import TagsOutlined from '@ant-design/icons/es/icons/TagsOutlined';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { PageTitle, PortalSelect } from '@portal/ui';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { ContactSupportDialogOnDemand } from '../../../contact-support/components/ContactSupportDialogOnDemand';
import { useLabels } from '../../../labels/api/get-labels';
import { LabelsManagerDialogOnDemand } from '../../../labels/components/LabelsManagerDialogOnDemand';
import { useTenants } from '../../../lookups/api/get-tenants';
import { useStaffUsers, userLabel } from '../../../lookups/api/get-staff-users';
import { useTicketCategories } from '../../api/get-ticket-categories';
import { usePlatformTickets } from '../../api/get-platform-tickets';
import { useExportTickets } from '../../api/export-tickets';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { useTicketListTable } from './use-ticket-list-table';

/** Platform staff pick a tenant first (spec part 1 section 6), then work that tenant's tickets. */
export function PlatformTicketList({ openOnly, title }: { openOnly: boolean; title: string }) {
  const { t } = useSupportTranslation();
  const tenants = useTenants();
  const { filter, setFilter, tableProps } = useTicketListTable('platform', { status: openOnly ? 'Opened' : undefined });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);
  const tenantId = filter.tenantId ?? null;
  const tickets = usePlatformTickets(filter, Boolean(tenantId));
  const categories = useTicketCategories();
  const users = useStaffUsers();
  const labels = useLabels(tenantId, Boolean(tenantId));
  const { exporting, exportTickets } = useExportTickets();
  const tenantName = tenants.data?.find((x) => x.tenantId === tenantId)?.tenantName;
  const tenantOptions = (tenants.data ?? []).map((x) => ({ value: x.tenantId, label: x.tenantName }));
  // Tenants to export: the picked one until the operator chooses others (null = follow the picked tenant).
  const [chosenExportTenants, setExportTenants] = useState<string[] | null>(null);
  const exportTenantIds = chosenExportTenants ?? (tenantId ? [tenantId] : []);

  const { pageIndex: _p, pageSize: _s, tenantId: _t, ...exportFilter } = filter;
  const exportButton = (format: 'zip' | 'csv') => (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      loading={exporting}
      disabled={exportTenantIds.length === 0}
      data-exporting={String(exporting)}
      onClick={() => void exportTickets(exportFilter, exportTenantIds, format)}
    >
      {t(format === 'zip' ? T.exportZip : T.exportCsv)}
    </Button>
  );

  return (
    <Card variant="borderless">
      <PageTitle
        level={1}
        title={t(title)}
        extra={
          <>
            {exportButton('zip')}
            {exportButton('csv')}
            <Button icon={<TagsOutlined aria-hidden />} disabled={!tenantId} onClick={() => setLabelsOpen(true)}>{t(T.labels)}</Button>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialogOpen(true)}>{t(T.newTicket)}</Button>
          </>
        }
      />
      <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text strong id="platform-tenant-label">{t(T.tenant)}</Typography.Text>
        <PortalSelect
          aria-labelledby="platform-tenant-label"
          style={{ minWidth: 260 }}
          placeholder={t(T.pickTenant)}
          loading={tenants.isPending}
          status={tenants.isError ? 'error' : undefined}
          value={tenantId ?? undefined}
          showSearch={{ optionFilterProp: 'label' }}
          options={tenantOptions}
          onChange={(value: string) => {
            setFilter((f) => ({ ...f, tenantId: value, labelId: undefined, pageIndex: 0 }));
            setExportTenants(null);
          }}
        />
        <Typography.Text strong id="platform-export-tenants-label" style={{ marginLeft: 16 }}>{t(T.exportTenants)}</Typography.Text>
        <PortalSelect
          mode="multiple"
          aria-labelledby="platform-export-tenants-label"
          placeholder={t(T.selectExportTenants)}
          style={{ minWidth: 260 }}
          maxTagCount={3}
          value={exportTenantIds}
          showSearch={{ optionFilterProp: 'label' }}
          options={tenantOptions}
          onChange={(value: string[]) => setExportTenants(value)}
        />
      </Flex>
      {tenants.isError ? <Alert type="error" showIcon title={t(T.tenantsFailed)} style={{ marginBottom: 12 }} /> : null}
      {!tenantId ? (
        // No list before a tenant is picked: say so, where the list would be (issue 16).
        <Empty data-testid="pick-tenant-prompt" style={{ padding: '48px 0' }}
          description={<Typography.Text strong style={{ fontSize: 16 }}>{t(T.pickTenant)}</Typography.Text>} />
      ) : (
        <>
          <Typography.Title level={5}>{t(openOnly ? T.openTicketsOf : T.ticketsOf, { tenant: tenantName ?? '' })}</Typography.Title>
          <TicketFilters
            filter={filter}
            choices={{
              categories: categories.data,
              labels: labels.data,
              assignees: (users.data ?? []).map((u) => ({ value: u.id, label: userLabel(u) })),
            }}
            onChange={(next) => setFilter({ ...next, tenantId: filter.tenantId })}
          />
          {/* The list is one tenant's (named in the heading): no Tenant column. */}
          <TicketTable {...tableProps(tickets)} show={{ customer: true, assignee: true }} />
        </>
      )}
      <ContactSupportDialogOnDemand open={dialogOpen} onClose={() => setDialogOpen(false)} defaultTenantId={tenantId} />
      {tenantId ? <LabelsManagerDialogOnDemand open={labelsOpen} tenantId={tenantId} onClose={() => setLabelsOpen(false)} /> : null}
    </Card>
  );
}
