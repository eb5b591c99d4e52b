import { Badge, Flex } from 'antd';
import { Link } from 'react-router';
import type { TicketListItem, TicketPage } from '@portal/contracts';
import { useProfileTimeZone } from '@portal/auth';
import { formatDateTime } from '@portal/i18n';
import { ListPager, ListTable, type ColumnDef } from '@portal/kit';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { LabelTag, PriorityTag, StatusTag } from '../shared/TicketTags';

export interface TicketTableProps {
  page: TicketPage | undefined;
  loading: boolean;
  pageIndex: number;
  pageSize: number;
  onPage(pageIndex: number, pageSize: number): void;
  /** A click on the row (not on the subject's link) opens the ticket. */
  onOpen(ticket: TicketListItem): void;
  /** The ticket's detail path: the subject is a link to it (focusable, Enter opens, a new tab works). */
  ticketHref(ticket: TicketListItem): string;
  /** Before the subject's link is followed (the breadcrumb's text). */
  onFollow(ticket: TicketListItem): void;
  /** Extra columns per scope. */
  show: { customer?: boolean; tenant?: boolean; assignee?: boolean };
}

/** A page of tickets with its label column on the kit's list table and pager; a click on a row opens the ticket. */
export function TicketTable({ page, loading, pageIndex, pageSize, onPage, onOpen, ticketHref, onFollow, show }: TicketTableProps) {
  const { t } = useSupportTranslation();
  const timeZone = useProfileTimeZone();
  // Dates and names read on one line (issue 16: they wrapped at 1440 px); the subject takes what is left.
  const columns: ColumnDef<TicketListItem>[] = [
    { key: 'number', title: '#', width: 80, noWrap: true, value: (row) => `#${row.ticketNumber}` },
    {
      key: 'subject',
      title: T.subject,
      width: 280,
      value: (row) => row.subject,
      // The unread count sits beside the link, not around it: every subject is styled as the same link.
      // A real link (issue 16): keyboard users reach it with Tab and open it with Enter; a middle click
      // or Ctrl+click opens a new tab (the router leaves those to the browser).
      render: (row) => (
        <Flex align="center" gap={8}>
          <Link
            to={ticketHref(row)}
            onClick={(event) => {
              event.stopPropagation(); // not the row's click as well
              onFollow(row);
            }}
          >
            {row.subject}
          </Link>
          {row.unreadCount > 0 ? <Badge count={row.unreadCount} size="small" title={t(T.unread)} data-testid="unread-badge" /> : null}
        </Flex>
      ),
    },
    { key: 'category', title: T.category, value: (row) => t(row.category) },
    { key: 'status', title: T.status, value: (row) => row.status, render: (row) => <StatusTag status={row.status} /> },
    { key: 'priority', title: T.priority, value: (row) => row.priority, render: (row) => <PriorityTag priority={row.priority} /> },
    { key: 'label', title: T.label, value: (row) => row.label?.value ?? '', render: (row) => <LabelTag label={row.label} /> },
  ];
  if (show.customer) columns.push({ key: 'customer', title: T.customer, noWrap: true, value: (row) => row.customerName ?? '' });
  if (show.tenant) columns.push({ key: 'tenant', title: T.tenant, noWrap: true, value: (row) => row.tenantName });
  if (show.assignee) columns.push({ key: 'assignee', title: T.assignee, noWrap: true, value: (row) => row.assignee?.name ?? t(T.unassigned) });
  columns.push({ key: 'created', title: T.created, noWrap: true, value: (row) => formatDateTime(row.createdOn, false, timeZone) });

  return (
    <>
      <ListTable<TicketListItem>
        rows={page?.data ?? []}
        rowKey={(row) => row.ticketId}
        columns={columns}
        translate={t}
        label={t(T.supportTickets)}
        loading={loading}
        emptyText={t(T.noTickets)}
        onRowClick={onOpen}
      />
      <ListPager pageIndex={pageIndex} pageSize={pageSize} total={page?.count ?? 0} onChange={onPage} />
    </>
  );
}
