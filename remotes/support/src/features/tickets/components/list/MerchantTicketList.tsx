import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { PageTitle } from '@portal/ui';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { ContactSupportDialogOnDemand } from '../../../contact-support/components/ContactSupportDialogOnDemand';
import { useTicketCategories } from '../../api/get-ticket-categories';
import { useMyTickets } from '../../api/get-my-tickets';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { useTicketListTable } from './use-ticket-list-table';

/** A merchant's own tickets to its tenant. */
export function MerchantTicketList({ openOnly, title }: { openOnly: boolean; title: string }) {
  const { t } = useSupportTranslation();
  const { filter, setFilter, tableProps } = useTicketListTable('merchant', {
    ticketChannelType: 'CustomerToTenantTicketChannel', status: openOnly ? 'Opened' : undefined,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const tickets = useMyTickets(filter);
  const categories = useTicketCategories();
  return (
    <Card variant="borderless">
      <PageTitle
        level={1}
        title={t(title)}
        extra={<Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setDialogOpen(true)}>{t(T.newTicket)}</Button>}
      />
      <TicketFilters filter={filter} choices={{ categories: categories.data }} onChange={setFilter} />
      <TicketTable {...tableProps(tickets)} show={{}} />
      <ContactSupportDialogOnDemand open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Card>
  );
}
