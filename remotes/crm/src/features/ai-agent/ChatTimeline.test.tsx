import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderWithProviders } from '@portal/testing';
import { ChatTimeline, type LiveTurn } from './ChatTimeline';

type Detail = NonNullable<ComponentProps<typeof ChatTimeline>['detail']>;
const CONVERSATION = { id: '9f1c2b3a-0000-4000-8000-000000000001', title: 'Declines', createdAt: '2026-11-30T09:00:00.000Z', updatedAt: '2026-11-30T09:00:00.000Z' };
const QUESTION = 'How many payments were declined yesterday?';
const ANSWER = 'Yesterday 8 payments were declined.';
const before: Detail = { conversation: CONVERSATION, messages: [], toolCalls: [], actions: [] } as unknown as Detail;
const stored: Detail = {
  ...before,
  messages: [
    { id: 'm1', role: 'user', content: QUESTION, createdAt: '2026-11-30T09:00:00.500Z' },
    { id: 'm2', role: 'assistant', content: ANSWER, createdAt: '2026-11-30T09:00:03.000Z' },
  ],
} as unknown as Detail;
const turn = (extra: Partial<LiveTurn> = {}): LiveTurn => ({ question: QUESTION, answer: ANSWER, tools: [], actions: [], notices: [], error: null, messagesBefore: 0, ...extra });
const show = (detail: Detail, live: LiveTurn) => renderWithProviders(<ChatTimeline detail={detail} live={live} onDecide={async () => undefined} />, { user: 'platform@demo.test' });

describe('the chat timeline while an answer is stored', () => {
  it('shows the streamed answer once while it streams, and once after the stream ended but before the conversation is read again', () => {
    const { unmount } = show(before, turn());
    expect(within(screen.getByRole('log')).getAllByText(ANSWER)).toHaveLength(1);
    unmount();
    show(before, turn({ settled: true }));
    expect(within(screen.getByRole('log')).getAllByText(ANSWER)).toHaveLength(1);
  });

  it('shows the answer once when the conversation read from the server already holds the ended turn (it was there twice)', () => {
    show(stored, turn({ settled: true }));
    const log = within(screen.getByRole('log'));
    expect(log.getAllByText(ANSWER)).toHaveLength(1);
    expect(log.getAllByText(QUESTION)).toHaveLength(1);
  });

  it('keeps a turn that failed on screen with its error, whatever the conversation holds', () => {
    show(stored, turn({ settled: true, answer: '', error: 'The AI service did not answer' }));
    expect(screen.getByText('The AI service did not answer')).toBeInTheDocument();
  });
});
