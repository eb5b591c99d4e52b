import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { AI_ASSISTANT_ENDPOINTS as E, AI_LIMITS, AI_MESSAGES, type AiStreamEvent } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import { declaredHandlers, enterText, renderWithProviders, setupMswServer } from '@portal/testing';
import { AiChatPage } from './AiChatPage';

jest.setTimeout(30_000);
const server = setupMswServer();

const CONVERSATION = { id: '9f1c2b3a-0000-4000-8000-000000000001', title: 'Declines', createdAt: '2026-11-30T09:00:00.000Z', updatedAt: '2026-11-30T09:00:00.000Z' };
const ACTION_ID = '9f1c2b3a-0000-4000-8000-0000000000a1';
const TOOL = { id: 't1', name: 'report_figures', arguments: '{"date":"2026-11-29"}', outcome: '{"total":40,"byStatus":{"Declined":7}}', refused: false, createdAt: '2026-11-30T09:00:01.000Z' };
const ACTION = { id: ACTION_ID, kind: 'refund' as const, summary: 'Refund 1.00 EUR of TX-1001 (Blue Bottle Coffee Ltd)', status: 'Pending' as const, result: null, createdAt: '2026-11-30T09:00:02.000Z', decidedAt: null };

/** The server's stream: the events in several network chunks, as a real answer arrives. */
const eventStream = (events: AiStreamEvent[]) => {
  const encoder = new TextEncoder();
  return new HttpResponse(new ReadableStream({
    start(controller) {
      for (const event of events) {
        const line = `data: ${JSON.stringify(event)}\n\n`;
        controller.enqueue(encoder.encode(line.slice(0, 7)));
        controller.enqueue(encoder.encode(line.slice(7)));
      }
      controller.close();
    },
  }), { headers: { 'content-type': 'text/event-stream' } });
};

interface Served { sent: string[]; approvals: number; refusals: number }

function serve({ configured = true, stream = [] as AiStreamEvent[] } = {}): Served {
  const served: Served = { sent: [], approvals: 0, refusals: 0 };
  let stored = { messages: [] as Array<{ id: string; role: 'user' | 'assistant'; content: string; createdAt: string }>, toolCalls: [] as typeof TOOL[], actions: [] as unknown[] };
  server.use(
    ...declaredHandlers(E.status, () => HttpResponse.json(configured ? { configured: true, model: 'gpt-test' } : { configured: false, model: null })),
    ...declaredHandlers(E.conversations, () => HttpResponse.json([CONVERSATION])),
    ...declaredHandlers(E.conversation, () => HttpResponse.json({ conversation: CONVERSATION, ...stored } as never)),
    ...declaredHandlers(E.send, ({ body }) => {
      served.sent.push((body as { content: string }).content);
      const answer = stream.flatMap((e) => e.type === 'delta' ? [e.text] : []).join('');
      stored = {
        messages: [
          { id: 'm1', role: 'user', content: (body as { content: string }).content, createdAt: '2026-11-30T09:00:00.500Z' },
          ...(answer ? [{ id: 'm2', role: 'assistant' as const, content: answer, createdAt: '2026-11-30T09:00:03.000Z' }] : []),
        ],
        toolCalls: stream.flatMap((e) => e.type === 'tool' ? [e.toolCall as typeof TOOL] : []),
        actions: stream.flatMap((e) => e.type === 'action' ? [e.action] : []),
      };
      return eventStream(stream);
    }),
    ...declaredHandlers(E.approve, () => {
      served.approvals += 1;
      const decided = { ...ACTION, status: 'Approved', result: 'Refunded 1.00 EUR', decidedAt: '2026-11-30T09:01:00.000Z' };
      stored = { ...stored, actions: [decided] };
      return HttpResponse.json(decided as never);
    }),
    ...declaredHandlers(E.refuse, () => {
      served.refusals += 1;
      const decided = { ...ACTION, status: 'Refused', result: 'Refused by the user: nothing was done', decidedAt: '2026-11-30T09:01:00.000Z' };
      stored = { ...stored, actions: [decided] };
      return HttpResponse.json(decided as never);
    }),
  );
  return served;
}

const renderChat = (language: Language = 'en') =>
  renderWithProviders(<AiChatPage title="AI Chat" />, { user: 'platform@demo.test', route: '/platform/ai-agent', language });

const DECLINED: AiStreamEvent[] = [
  { type: 'tool', toolCall: TOOL },
  { type: 'delta', text: 'Yesterday 7 ' },
  { type: 'delta', text: 'payments were declined.' },
  { type: 'action', action: ACTION },
  { type: 'done', messageId: 'm2' },
];

describe('AI Chat', () => {
  it('streams the answer with its tool call, and an approved action card runs once', async () => {
    const served = serve({ stream: DECLINED });
    const user = userEvent.setup({ delay: null });
    renderChat();
    expect(await screen.findByRole('heading', { name: 'AI Chat', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Model: gpt-test')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Declines' })).toHaveAttribute('aria-current', 'page');

    // Keyboard only: the message box, Enter sends.
    const box = screen.getByRole('textbox', { name: 'Message' });
    await enterText(user, box, 'How many payments were declined yesterday?');
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText('Yesterday 7 payments were declined.')).toBeInTheDocument();
    expect(served.sent).toEqual(['How many payments were declined yesterday?']);
    expect(within(log).getByText('Tool: report_figures')).toBeInTheDocument();
    expect(box).toHaveValue('');

    const card = await within(log).findByRole('group', { name: /Proposed action: Refund 1.00 EUR of TX-1001/ });
    expect(within(card).getByText('Waiting for your approval')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('Approved')).toBeInTheDocument());
    expect(within(screen.getByRole('log')).getByText('Result: Refunded 1.00 EUR')).toBeInTheDocument();
    expect(within(screen.getByRole('log')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(served.approvals).toBe(1);
  });

  it('a refused action runs nothing; a blank or too long message is not sent, and keeps its text', async () => {
    const served = serve({ stream: [{ type: 'action', action: ACTION }, { type: 'delta', text: 'Approve it on the card.' }, { type: 'done', messageId: 'm2' }] });
    const user = userEvent.setup({ delay: null });
    renderChat();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write a message first');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    // One character over the limit, pasted at once: the limit written as every count (dot thousands).
    const tooLong = 'x'.repeat(AI_LIMITS.messageMax + 1);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste(tooLong);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A message has at most 4.000 characters');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(tooLong);
    await user.clear(screen.getByRole('textbox', { name: 'Message' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Refund TX-1001');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const card = await screen.findByRole('group', { name: /Proposed action/ });
    await user.click(within(card).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(within(screen.getByRole('log')).getByText('Refused')).toBeInTheDocument());
    expect(served).toMatchObject({ refusals: 1, approvals: 0, sent: ['Refund TX-1001'] });
  });

  it('says plainly when no AI service is configured, in Turkish too, and shows a refused tool call in red', async () => {
    serve({
      configured: false,
      stream: [
        { type: 'notice', text: AI_MESSAGES.notConfigured },
        { type: 'tool', toolCall: { ...TOOL, name: 'documentation_search', refused: true, outcome: '{"refused":"403: Your user type cannot use this resource"}' } },
        { type: 'delta', text: 'The documentation search was refused.' },
        { type: 'done', messageId: 'm2' },
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderChat('tr');
    expect(await screen.findByText(/Yapay zekâ asistanı bu sunucuda yapılandırılmamış/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'İleti' }), 'iadeler');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(await within(screen.getByRole('log')).findByText('Araç: documentation_search · Reddedildi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yeni konuşma' })).toBeInTheDocument();
  });
});
