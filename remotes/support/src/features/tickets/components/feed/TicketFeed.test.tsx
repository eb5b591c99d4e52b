import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { FeedItem } from '@portal/contracts';
import { actorOf, ticketFixture } from '@portal/testing';
import { DEMO_USERS } from '@portal/testing';
import { renderSupport, server, setupSupportServer } from '../../../../test-support/render-support';
import { CommentComposer } from './CommentComposer';
import { TicketFeed } from './TicketFeed';

setupSupportServer();
jest.setTimeout(30_000);

const tenantUser = actorOf(DEMO_USERS.find((u) => u.email === 'tenant@demo.test')!);
const at = '2025-01-06T09:00:00Z';

const FEED = [
  { id: '1', type: 'StatusChangeFeedItem', user: tenantUser, newState: 'Opened', timestamp: at },
  { id: '2', type: 'TenantCommentItem', commenter: tenantUser, content: '<p>Public <b>reply</b><img src=x onerror="alert(1)"><script>alert(2)</script></p>', timestamp: at, isUnread: true },
  { id: '3', type: 'TenantInternalCommentItem', commenter: tenantUser, content: 'Internal note', timestamp: at, isUnread: false },
  { id: '4', type: 'AssignmentItem', assigner: tenantUser, newAssignee: { ...tenantUser, name: 'Ada Agent' }, timestamp: at },
  { id: '5', type: 'PriorityChangeItem', user: tenantUser, newPriority: 'High', timestamp: at },
  { id: '6', type: 'ReferenceItem', creator: tenantUser, references: [{ key: 'Transaction', value: 'tx-9' }], timestamp: at },
  { id: '7', type: 'ExternalPartyInvitationItem', invitedBy: tenantUser, externalPartyEmail: 'auditor@example.test', invitationDescription: 'Audit', timestamp: at },
  { id: '8', type: 'SomeFutureItem', content: 'should not show', timestamp: at },
] as unknown as FeedItem[];

describe('TicketFeed', () => {
  it('renders every known kind, sanitises comment HTML, and renders nothing for an unknown kind', () => {
    const { container } = renderSupport(<TicketFeed items={FEED} />, { user: 'tenant@demo.test' });
    expect(screen.getByText(`${tenantUser.name} changed the status to Opened`)).toBeInTheDocument();
    expect(screen.getByText('reply').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('Internal note')).toBeInTheDocument();
    expect(screen.getByText('Internal')).toBeInTheDocument();
    expect(screen.getByText('Unread')).toBeInTheDocument();
    expect(screen.getByText(`${tenantUser.name} assigned the ticket to Ada Agent`)).toBeInTheDocument();
    expect(screen.getByText(`${tenantUser.name} changed the priority to High`)).toBeInTheDocument();
    expect(screen.getByText(`${tenantUser.name} added references: Transaction tx-9`)).toBeInTheDocument();
    expect(screen.getByText(`${tenantUser.name} invited auditor@example.test: Audit`)).toBeInTheDocument();
    expect(screen.queryByText('should not show')).not.toBeInTheDocument();
    expect(screen.getByTestId('ticket-feed').children).toHaveLength(7);
    // Editing comments is hidden.
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
  });
});

describe('CommentComposer', () => {
  it('sends an internal comment when the toggle is on, and a public one otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    const ref = { kind: 'tenant-customer', customerId: 'cust-1', ticketId: 'ticket-1' } as const;
    const { store } = renderSupport(<CommentComposer ticketRef={ref} allowInternal />, {
      user: 'tenant@demo.test', store: { tickets: [ticketFixture({ ticketId: 'ticket-1' })] },
    });
    const add = screen.getByRole('button', { name: 'Add comment' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'Checking with the acquirer');
    await user.click(screen.getByRole('switch', { name: 'Internal comment' }));
    await user.click(add);
    await waitFor(() => expect(store.calls.filter((c) => c.path.endsWith('/support/ticket/cust-1/ticket-1/comment'))).toHaveLength(1));
    expect(store.calls.at(-1)?.body).toEqual({ content: 'Checking with the acquirer', isInternal: true });
    expect(store.feeds['ticket-1'][0].type).toBe('TenantInternalCommentItem');

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Internal comment' })).not.toBeChecked());
    await user.type(screen.getByRole('textbox', { name: 'Comment' }), 'We are on it');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(store.feeds['ticket-1']).toHaveLength(2));
    expect(store.feeds['ticket-1'][1].type).toBe('TenantCommentItem');
  });

  it('keeps a comment begun while the one before it was on its way: only the sent one is cleared', async () => {
    const user = userEvent.setup({ delay: null });
    const ref = { kind: 'tenant-customer', customerId: 'cust-1', ticketId: 'ticket-1' } as const;
    const { store } = renderSupport(<CommentComposer ticketRef={ref} allowInternal />, {
      user: 'tenant@demo.test', store: { tickets: [ticketFixture({ ticketId: 'ticket-1' })] },
    });
    // The first comment's request waits here, then goes on to the fake server's own handler.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    server.use(http.post('*/support/ticket/cust-1/ticket-1/comment', async () => { await held; }, { once: true }));
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await user.type(box, 'Checking with the acquirer');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await user.clear(box);
    await user.type(box, 'Next: the payout file');
    await user.click(screen.getByRole('switch', { name: 'Internal comment' }));
    release();
    await waitFor(() => expect(store.feeds['ticket-1']).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add comment' })).toBeEnabled());
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveTextContent('Next: the payout file');
    expect(screen.getByRole('switch', { name: 'Internal comment' })).toBeChecked();
  });

  it('offers no internal toggle where it is not allowed', () => {
    renderSupport(<CommentComposer ticketRef={{ kind: 'merchant', ticketId: 't' }} allowInternal={false} />, { user: 'merchant@demo.test' });
    expect(screen.queryByRole('switch', { name: 'Internal comment' })).not.toBeInTheDocument();
  });
});

describe('invitation link', () => {
  const LINK = 'http://localhost:8080/support/external/invitation?token=abc.def';
  const invitation = (invitationLink?: string) =>
    [{ id: '9', type: 'ExternalPartyInvitationItem', invitedBy: tenantUser, externalPartyEmail: 'auditor@example.test', invitationDescription: null, timestamp: at, invitationLink }] as unknown as FeedItem[];

  it('shows the link with its label and copies it', async () => {
    const user = userEvent.setup({ delay: null });
    renderSupport(<TicketFeed items={invitation(LINK)} />, { user: 'tenant@demo.test' });
    const box = screen.getByTestId('invitation-link');
    expect(box).toHaveTextContent('Invitation link:');
    expect(screen.getByText(LINK).closest('a')).toHaveAttribute('href', LINK);
    // user-event's clipboard stub cannot read back under jest-fixed-jsdom: watch what is written.
    const written = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy invitation link' }));
    expect(written).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('shows nothing extra when the feed item has no link (the customer side)', () => {
    renderSupport(<TicketFeed items={invitation()} />, { user: 'merchant@demo.test' });
    expect(screen.getByText(`${tenantUser.name} invited auditor@example.test`)).toBeInTheDocument();
    expect(screen.queryByText(/Invitation link/)).not.toBeInTheDocument();
  });

  it('never makes a non-web address clickable', () => {
    renderSupport(<TicketFeed items={invitation('javascript:alert(1)')} />, { user: 'tenant@demo.test' });
    expect(screen.getByTestId('invitation-link')).toHaveTextContent('javascript:alert(1)');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('labels it in Turkish', () => {
    renderSupport(<TicketFeed items={invitation(LINK)} />, { user: 'tenant@demo.test', language: 'tr' });
    expect(screen.getByTestId('invitation-link')).toHaveTextContent('Davet bağlantısı:');
  });
});
