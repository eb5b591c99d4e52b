import { Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { isCommentItem, type CommentItem, type FeedItem, type TicketActor } from '@portal/contracts';
import { useProfileTimeZone } from '@portal/auth';
import { formatDateTime } from '@portal/i18n';
import { SafeHtml } from '@portal/ui';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';

const INTERNAL_TYPES = new Set(['TenantInternalCommentItem', 'PlatformInternalCommentItem', 'CustomerInternalCommentItem']);

const PARTY_NAMES = ['Customer', 'Tenant', 'Platform'] as const;

function who(actor: TicketActor | null | undefined): string {
  return actor?.name || actor?.email || '';
}

function Meta({ timestamp }: { timestamp: string }) {
  const timeZone = useProfileTimeZone();
  return <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(timestamp, false, timeZone)}</Typography.Text>;
}

function CommentView({ item }: { item: CommentItem }) {
  const { t } = useSupportTranslation();
  const internal = INTERNAL_TYPES.has(item.type);
  const party = item.type === 'ExternalPartyCommentItem' ? 'External' : PARTY_NAMES[item.commenter.party ?? 0];
  return (
    <article
      data-testid="feed-comment"
      data-type={item.type}
      style={{
        padding: 12,
        borderRadius: 8,
        background: internal ? '#fffbe6' : '#fafafa',
        border: `1px solid ${item.isUnread ? '#91caff' : internal ? '#ffe58f' : '#f0f0f0'}`,
      }}
    >
      <Flex align="center" gap={8} wrap>
        <Typography.Text strong>{who(item.commenter)}</Typography.Text>
        <Tag>{party}</Tag>
        {internal ? <Tag color="gold">{t(T.internal)}</Tag> : null}
        {item.isUnread ? <Tag color="blue">{t(T.unread)}</Tag> : null}
        <Meta timestamp={item.timestamp} />
      </Flex>
      {/* Rich text from other users: only through the one sanitising component. */}
      <SafeHtml html={item.content} className="support-comment-content" style={{ marginTop: 6 }} />
    </article>
  );
}

function EventLine({ text, timestamp, type, children }: { text: string; timestamp: string; type: string; children?: ReactNode }) {
  const line = (
    <Flex align="center" gap={8} data-testid={children ? undefined : 'feed-event'} data-type={children ? undefined : type} style={{ padding: '2px 12px' }}>
      <Typography.Text type="secondary">{text}</Typography.Text>
      <Meta timestamp={timestamp} />
    </Flex>
  );
  if (!children) return line;
  return (
    <Flex vertical data-testid="feed-event" data-type={type}>
      {line}
      {children}
    </Flex>
  );
}

/** The signed link an inviter passes on to the external party (tenant and platform feeds only). */
function InvitationLink({ link }: { link: string }) {
  const { t } = useSupportTranslation();
  // Only a web address becomes a clickable link; anything else is shown (and copied) as text.
  const safe = /^https?:\/\//i.test(link);
  const copyable = { text: link, tooltips: [t(T.copyInvitationLink), t(T.copied)] };
  return (
    <Flex align="baseline" gap={6} wrap style={{ padding: '0 12px 2px' }} data-testid="invitation-link">
      <Typography.Text type="secondary">{t(T.invitationLink)}:</Typography.Text>
      {safe ? (
        <Typography.Link href={link} target="_blank" rel="noopener noreferrer" copyable={copyable} style={{ wordBreak: 'break-all' }}>
          {link}
        </Typography.Link>
      ) : (
        <Typography.Text copyable={copyable} style={{ wordBreak: 'break-all' }}>{link}</Typography.Text>
      )}
    </Flex>
  );
}

/** One feed entry by its kind (spec part 1 section 3); kinds this version does not know render nothing. */
export function FeedItemView({ item }: { item: FeedItem }) {
  const { t } = useSupportTranslation();
  if (isCommentItem(item)) return <CommentView item={item} />;
  switch (item.type) {
    case 'StatusChangeFeedItem':
      return <EventLine type={item.type} timestamp={item.timestamp} text={t(T.statusChanged, { user: who(item.user), state: t(T[item.newState] ?? item.newState) })} />;
    case 'AssignmentItem':
      return <EventLine type={item.type} timestamp={item.timestamp} text={t(T.assigned, { assigner: who(item.assigner), assignee: who(item.newAssignee) })} />;
    case 'PriorityChangeItem':
      return <EventLine type={item.type} timestamp={item.timestamp} text={t(T.priorityChanged, { user: who(item.user), priority: t(T[item.newPriority] ?? item.newPriority) })} />;
    case 'ReferenceItem':
      return (
        <EventLine
          type={item.type}
          timestamp={item.timestamp}
          text={`${t(T.referencesAdded, { user: who(item.creator) })}: ${item.references.map((r) => `${r.key} ${r.value}`).join(', ')}`}
        />
      );
    case 'ExternalPartyInvitationItem':
      return (
        <EventLine
          type={item.type}
          timestamp={item.timestamp}
          text={`${t(T.invitedParty, { user: who(item.invitedBy), email: item.externalPartyEmail })}${item.invitationDescription ? `: ${item.invitationDescription}` : ''}`}
        >
          {item.invitationLink ? <InvitationLink link={item.invitationLink} /> : null}
        </EventLine>
      );
    default:
      return null;
  }
}
