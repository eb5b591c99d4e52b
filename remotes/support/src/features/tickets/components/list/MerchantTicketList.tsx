import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { Button, Card } from 'antd';
import { useState } from 'react';
import type { TicketFilter } from '@portal/contracts';
import { PageTitle } from '@portal/ui';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { ContactSupportDialog } from '../../../contact-support/components/ContactSupportDialog';
import { useTicketCategories } from '../../api/get-ticket-categories';
import { useMyTickets } from '../../api/get-my-tickets';
import { TicketFilters } from './TicketFilters';
import { TicketTable } from './TicketTable';
import { useOpenTicket } from './use-open-ticket';

/** A merchant's own tickets to its tenant. */
export function MerchantTicketList({ openOnly, title }: { openOnly: boolean; title: string }) {
  const { t } = useSupportTranslation();
  const [filter, setFilter] = useState<TicketFilter>({
    ticketChannelType: 'CustomerToTenantTicketChannel', status: openOnly ? 'Opened' : undefined, pageIndex: 0, pageSize: 10,
  });
  const [dialogOpen, setDialogOpen] = useState(false);
  const tickets = useMyTickets(filter);
  const categories = useTicketCategories();
  const openTicket = useOpenTicket('merchant');
  return (
    <Card variant="borderless">
      <PageTitle
        title={t(title)}
        extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setDialogOpen(true)}>{t(T.newTicket)}</Button>}
      />
      <TicketFilters filter={filter} choices={{ categories: categories.data }} onChange={setFilter} />
      <TicketTable
        page={tickets.data}
        loading={tickets.isFetching}
        pageIndex={filter.pageIndex ?? 0}
        pageSize={filter.pageSize ?? 10}
        onPage={(pageIndex, pageSize) => setFilter((f) => ({ ...f, pageIndex, pageSize }))}
        onOpen={openTicket}
        show={{}}
      />
      <ContactSupportDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Card>
  );
}
