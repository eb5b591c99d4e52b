import { Alert, Empty, Flex, Typography } from 'antd';
import type { ResultOf } from '@portal/contracts';
import type { AI_ASSISTANT_ENDPOINTS } from '@portal/contracts';
import { ActionCard, type AiAction } from './ActionCard';
import { ToolCallChip, type AiToolCall } from './ToolCallChip';
import { AA, useAiAgentTranslation } from './texts';

type Detail = ResultOf<typeof AI_ASSISTANT_ENDPOINTS.conversation>;
type Message = Detail['messages'][number];

/** The answer being streamed now: the user's message, what has arrived, and the calls and cards made on the way. */
export interface LiveTurn {
  question: string;
  answer: string;
  tools: AiToolCall[];
  actions: AiAction[];
  notices: string[];
  error: string | null;
  /** How many messages the conversation held when the turn was sent. */
  messagesBefore: number;
  /** The stream has ended: the server holds the turn, and the next read of the conversation brings it. */
  settled?: boolean;
}

/**
 * The streamed turn until the conversation read from the server holds it (more messages than when it was sent): then
 * the stored turn alone, so the answer is never on screen twice in between (it was, for a moment, after each answer).
 */
export function turnStillLive(live: LiveTurn | null, detail: Detail | undefined): LiveTurn | null {
  if (!live || live.error || !live.settled) return live;
  return (detail?.messages.length ?? 0) > live.messagesBefore ? null : live;
}

type Item = { at: string; order: number } & ({ kind: 'message'; message: Message } | { kind: 'tool'; call: AiToolCall } | { kind: 'action'; action: AiAction });

function Bubble({ role, text }: { role: 'user' | 'assistant'; text: string }) {
  const { t } = useAiAgentTranslation();
  const mine = role === 'user';
  return (
    <div style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%', background: mine ? '#e6f4ff' : 'rgba(0,0,0,0.04)', borderRadius: 8, padding: '8px 12px' }}>
      <Typography.Text strong style={{ display: 'block', fontSize: 12 }}>{t(mine ? AA.you : AA.assistant)}</Typography.Text>
      <Typography.Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography.Text>
    </div>
  );
}

/**
 * The conversation in order (ADR 0105): messages, tool-call chips and action cards by time; below them the turn being
 * streamed. A log region: a screen reader hears new entries as they come.
 */
export function ChatTimeline({ detail, live: turn, onDecide }: { detail: Detail | undefined; live: LiveTurn | null; onDecide: (action: AiAction, decision: 'approve' | 'refuse') => Promise<void> }) {
  const { t } = useAiAgentTranslation();
  const live = turnStillLive(turn, detail);
  const liveActionIds = new Set(live?.actions.map((a) => a.id));
  const items: Item[] = detail ? [
    ...detail.messages.map((message, i): Item => ({ at: message.createdAt, order: i, kind: 'message', message })),
    ...detail.toolCalls.map((call, i): Item => ({ at: call.createdAt, order: i, kind: 'tool', call })),
    ...detail.actions.filter((a) => !liveActionIds.has(a.id)).map((action, i): Item => ({ at: action.createdAt, order: i, kind: 'action', action })),
  ].sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order) : [];
  const empty = !items.length && !live;
  return (
    <Flex vertical gap={8} role="log" aria-label={t(AA.conversations)} aria-busy={!!live && !live.error} style={{ minHeight: 160 }}>
      {empty && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(AA.noMessages)} />}
      {items.map((item) => item.kind === 'message' ? <Bubble key={item.message.id} role={item.message.role} text={item.message.content} />
        : item.kind === 'tool' ? <div key={item.call.id}><ToolCallChip call={item.call} /></div>
          : <ActionCard key={item.action.id} action={item.action} onDecide={onDecide} />)}
      {live && (
        <>
          <Bubble role="user" text={live.question} />
          {live.notices.map((notice) => <Alert key={notice} type="info" showIcon title={t(notice)} />)}
          {live.tools.map((call) => <div key={call.id}><ToolCallChip call={call} /></div>)}
          {live.actions.map((action) => <ActionCard key={action.id} action={action} onDecide={onDecide} />)}
          {live.answer && <Bubble role="assistant" text={live.answer} />}
          {live.error && <Alert type="error" showIcon title={t(live.error)} />}
        </>
      )}
    </Flex>
  );
}
