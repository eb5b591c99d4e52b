import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { Button, Card, Descriptions, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useProfileTimeZone } from '@portal/auth';
import { formatDateTime } from '@portal/i18n';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { rememberCrumb } from '../../../../lib/breadcrumbs';
import { useFeed } from '../../api/get-feed';
import { useTicket } from '../../api/get-ticket';
import { useMarkCommentsRead } from '../../api/mark-comments-read';
import type { TicketRef } from '../../api/ticket-ref';
import { CommentComposer } from '../feed/CommentComposer';
import { TicketFeed } from '../feed/TicketFeed';
import { LabelTag, PriorityTag, StatusTag } from '../shared/TicketTags';
import { PlatformTicketPanel } from './PlatformTicketPanel';
import { TicketActions } from './TicketActions';
import { LinkedTicketLink, linkedTicketOf } from './TicketEscalation';
import { TicketReferences } from './TicketReferences';

export type TicketRouteKind = TicketRef['kind'];

/** The ticket a detail route addresses, from its path parameters. */
function useRouteTicketRef(kind: TicketRouteKind): TicketRef | null {
  const params = useParams();
  return useMemo(() => {
    const ticketId = params.ticketId;
    if (!ticketId) return null;
    if (kind === 'tenant-customer') return params.customerId ? { kind, customerId: params.customerId, ticketId } : null;
    if (kind === 'platform') return params.tenantId ? { kind, tenantId: params.tenantId, ticketId } : null;
    return { kind, ticketId };
  }, [kind, params.ticketId, params.customerId, params.tenantId]);
}

/** The list path above a detail path (where Back and the breadcrumb lead). */
function listPathOf(pathname: string): string {
  // support-tickets first: "support" alone would also match its start.
  const match = /^\/(merchant|tenant|platform)\/(support-tickets|support)(?=\/|$)/.exec(pathname);
  return match ? match[0] : '/';
}


// Dates and names read on one line (issue 16: they wrapped at 1440 px).
const ONE_LINE = { whiteSpace: 'nowrap' } as const;
export function TicketDetailPage({ kind }: { kind: TicketRouteKind }) {
  const ref = useRouteTicketRef(kind);
  const { pathname } = useLocation();
  if (!ref) return <NotFound listPath={listPathOf(pathname)} />;
  return <TicketDetail ticketRef={ref} listPath={listPathOf(pathname)} pathname={pathname} />;
}

function NotFound({ listPath }: { listPath: string }) {
  const { t } = useSupportTranslation();
  return (
    <Result
      status="404"
      title={t(T.ticketNotFound)}
      extra={<Link to={listPath}><Button>{t(T.backToTickets)}</Button></Link>}
    />
  );
}

function TicketDetail({ ticketRef, listPath, pathname }: { ticketRef: TicketRef; listPath: string; pathname: string }) {
  const { t } = useSupportTranslation();
  const timeZone = useProfileTimeZone();
  const ticket = useTicket(ticketRef);
  const feed = useFeed(ticketRef, ticket.isSuccess);
  const markRead = useMarkCommentsRead(ticketRef);
  const marked = useRef(false);

  const data = ticket.data;
  useEffect(() => {
    if (data) rememberCrumb(pathname, `#${data.ticketNumber} ${data.subject}`);
  }, [data, pathname]);

  // Unread comments were shown (highlighted) once: mark them read for this reader.
  useEffect(() => {
    if (marked.current || !feed.data) return;
    if (feed.data.some((item) => 'isUnread' in item && item.isUnread)) {
      marked.current = true;
      markRead.mutate();
    }
  }, [feed.data, markRead]);

  if (ticket.isPending) return <Flex justify="center" style={{ padding: 48 }}><Spin size="large" /></Flex>;
  if (ticket.isError || !data) return <NotFound listPath={listPath} />;

  const tenantIdForFiles = ticketRef.kind === 'platform' ? ticketRef.tenantId : null;
  const linked = linkedTicketOf(data, ticketRef);
  return (
    <Card variant="borderless" data-testid="ticket-detail">
      <Link to={listPath}><Button type="link" icon={<ArrowLeftOutlined aria-hidden />} style={{ paddingLeft: 0 }}>{t(T.backToTickets)}</Button></Link>
      <Flex align="center" gap={8} wrap style={{ margin: '8px 0 16px' }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>#{data.ticketNumber} {data.subject}</Typography.Title>
        <StatusTag status={data.status} />
        <PriorityTag priority={data.priority} />
        <LabelTag label={data.label} />
      </Flex>
      <TicketActions ticket={data} ticketRef={ticketRef} />
      {ticketRef.kind === 'platform' ? <PlatformTicketPanel key={data.ticketId} ticket={data} ticketRef={ticketRef} /> : null}
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} style={{ marginTop: 16 }}>
        <Descriptions.Item label={t(T.category)}>{t(data.category)}</Descriptions.Item>
        <Descriptions.Item label={t(T.createdBy)}><span style={ONE_LINE}>{data.createdBy?.name}</span></Descriptions.Item>
        <Descriptions.Item label={t(T.created)}><span style={ONE_LINE}>{formatDateTime(data.createdOn, false, timeZone)}</span></Descriptions.Item>
        {data.customerName ? <Descriptions.Item label={t(T.customer)}><span style={ONE_LINE}>{data.customerName}</span></Descriptions.Item> : null}
        {ticketRef.kind !== 'merchant' ? <Descriptions.Item label={t(T.tenant)}><span style={ONE_LINE}>{data.tenantName}</span></Descriptions.Item> : null}
        <Descriptions.Item label={t(T.assignee)}><span style={ONE_LINE}>{data.assignee?.name ?? t(T.unassigned)}</span></Descriptions.Item>
        {data.contactEmail ? <Descriptions.Item label={t(T.contactEmail)}>{data.contactEmail}</Descriptions.Item> : null}
        {linked ? <Descriptions.Item label={t(linked.label)}><LinkedTicketLink linked={linked} /></Descriptions.Item> : null}
        {data.invitedExternalParties?.length ? (
          <Descriptions.Item label={t(T.invitedParties)}>{data.invitedExternalParties.map((p) => p.externalPartyEmail).join(', ')}</Descriptions.Item>
        ) : null}
      </Descriptions>
      {data.references?.length ? (
        <Flex vertical gap={4} style={{ marginTop: 16 }}>
          <Typography.Text strong>{t(T.references)}</Typography.Text>
          <TicketReferences references={data.references} tenantId={tenantIdForFiles} />
        </Flex>
      ) : null}
      <Flex vertical gap={4} style={{ marginTop: 16 }}>
        <Typography.Text strong>{t(T.description)}</Typography.Text>
        {/* The description is plain text. */}
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{data.description}</Typography.Paragraph>
      </Flex>
      <Typography.Title level={2} style={{ marginTop: 24, fontSize: 20 }}>{t(T.feed)}</Typography.Title>
      {feed.isPending ? <Spin /> : <TicketFeed items={feed.data ?? []} />}
      <CommentComposer ticketRef={ticketRef} allowInternal />
    </Card>
  );
}
