import { Badge, Flex, Table } from 'antd';
import { Link } from 'react-router';
import type { ColumnsType } from 'antd/es/table';
import type { TicketListItem, TicketPage } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { LabelTag, PriorityTag, StatusTag } from '../shared/TicketTags';
import { RowsPager } from '../shared/RowsPager';
import { EmptyTableText } from '@portal/ui';

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

// Dates and names read on one line (issue 16: they wrapped at 1440 px); the subject takes what is left.
const oneLine = { style: { whiteSpace: 'nowrap' as const } };

/** A page of tickets with its label column; a click on a row opens the ticket. */
export function TicketTable({ page, loading, pageIndex, pageSize, onPage, onOpen, ticketHref, onFollow, show }: TicketTableProps) {
  const { t } = useSupportTranslation();
  const columns: ColumnsType<TicketListItem> = [
    { key: 'number', title: '#', dataIndex: 'ticketNumber', width: 80, onCell: () => oneLine, render: (n: number) => `#${n}` },
    {
      key: 'subject',
      title: t(T.subject),
      // The unread count sits beside the link, not around it: every subject is styled as the same link.
      // A real link (issue 16): keyboard users reach it with Tab and open it with Enter; a middle click
      // or Ctrl+click opens a new tab (the router leaves those to the browser).
      render: (_, row) => (
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
    { key: 'category', title: t(T.category), dataIndex: 'category', render: (category: string) => t(category) },
    { key: 'status', title: t(T.status), render: (_, row) => <StatusTag status={row.status} /> },
    { key: 'priority', title: t(T.priority), render: (_, row) => <PriorityTag priority={row.priority} /> },
    { key: 'label', title: t(T.label), render: (_, row) => <LabelTag label={row.label} /> },
  ];
  if (show.customer) columns.push({ key: 'customer', title: t(T.customer), onCell: () => oneLine, render: (_, row) => row.customerName ?? '' });
  if (show.tenant) columns.push({ key: 'tenant', title: t(T.tenant), dataIndex: 'tenantName', onCell: () => oneLine });
  if (show.assignee) columns.push({ key: 'assignee', title: t(T.assignee), onCell: () => oneLine, render: (_, row) => row.assignee?.name ?? t(T.unassigned) });
  columns.push({ key: 'created', title: t(T.created), onCell: () => oneLine, render: (_, row) => formatDateTime(row.createdOn) });

  return (
    <>
      <Table<TicketListItem>
        rowKey="ticketId"
        size="middle"
        columns={columns}
        dataSource={page?.data ?? []}
        loading={loading}
        pagination={false}
        locale={{ emptyText: <EmptyTableText text={t(T.noTickets)} /> }}
        onRow={(row) => ({ onClick: () => onOpen(row), style: { cursor: 'pointer' } })}
        scroll={{ x: true }}
      />
      <RowsPager pageIndex={pageIndex} pageSize={pageSize} total={page?.count ?? 0} onChange={onPage} />
    </>
  );
}
