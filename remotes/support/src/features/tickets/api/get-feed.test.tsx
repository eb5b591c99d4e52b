import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ticketFixture } from '@portal/testing';
import { renderSupport, server, setupSupportServer } from '../../../test-support/render-support';
import { useFeed } from './get-feed';

setupSupportServer();

function Feed({ enabled }: { enabled: boolean }) {
  const feed = useFeed({ kind: 'merchant', ticketId: 'ticket-1' }, enabled);
  return <p data-testid="feed">{feed.data ? 'loaded' : 'loading'}</p>;
}

describe('the feed call (issue 16, ADR 0042)', () => {
  it.each(['tr', 'en'] as const)("sends the portal's language (%s): comments the server wrote come in it", async (language) => {
    const asked: Array<string | null> = [];
    const { getByTestId, rerender } = renderSupport(<Feed enabled={false} />, { user: 'merchant@demo.test', language, store: { tickets: [ticketFixture({ ticketId: 'ticket-1' })] } });
    // Watches the call (added last, so asked first) and lets the support handlers answer it.
    server.use(http.get(/\/feed$/, ({ request }) => { asked.push(request.headers.get('accept-language')); }));
    rerender(<Feed enabled />);
    await waitFor(() => expect(getByTestId('feed')).toHaveTextContent('loaded'));
    expect(asked).toEqual([language]);
  });
});
