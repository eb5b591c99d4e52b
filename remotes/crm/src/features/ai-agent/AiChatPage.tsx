import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Row, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { callApi } from '@portal/api-client';
import { AI_ASSISTANT_ENDPOINTS as E, type AiStreamEvent } from '@portal/contracts';
import { PageTitle } from '@portal/ui';
import type { AiAction } from './ActionCard';
import { ChatTimeline, type LiveTurn } from './ChatTimeline';
import { Composer } from './Composer';
import { ConversationList } from './ConversationList';
import { streamMessage } from './chat-stream';
import { AA, useAiAgentTranslation } from './texts';

/** The server's sentence of a failed call (ApiError's message), else the error's own. */
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const KEYS = { status: ['ai-assistant', 'status'], list: ['ai-assistant', 'conversations'], detail: (id: string) => ['ai-assistant', 'conversation', id] } as const;

/**
 * /platform/ai-agent, AI Chat (ADR 0105): the user's conversations, the open one with its messages, tool-call chips and
 * action cards, and the answer streaming in. Without an AI service the page says so and answers documentation searches.
 */
export function AiChatPage({ title }: { title: string }) {
  const { t } = useAiAgentTranslation();
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);
  const [live, setLive] = useState<LiveTurn | null>(null);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stopper = useRef<AbortController | null>(null);
  useEffect(() => () => stopper.current?.abort(), []);

  const status = useQuery({ queryKey: KEYS.status, queryFn: ({ signal }) => callApi(E.status, { signal }) });
  const conversations = useQuery({ queryKey: KEYS.list, queryFn: ({ signal }) => callApi(E.conversations, { signal }) });
  const current = openId ?? conversations.data?.[0]?.id ?? null;
  const detail = useQuery({
    queryKey: KEYS.detail(current ?? ''), enabled: !!current,
    queryFn: ({ signal }) => callApi(E.conversation, { params: { id: current! }, signal, silent: true }),
  });

  const refresh = async (id: string) => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: KEYS.detail(id) }), queryClient.invalidateQueries({ queryKey: KEYS.list })]);
  };

  const newConversation = async (): Promise<string | null> => {
    setCreating(true);
    try {
      const created = await callApi(E.create, { body: {} });
      await queryClient.invalidateQueries({ queryKey: KEYS.list });
      setOpenId(created.id);
      setLive(null);
      return created.id;
    } catch (error) {
      setFailure(t(AA.sendFailed, { message: messageOf(error) }));
      return null;
    } finally {
      setCreating(false);
    }
  };

  const send = async (text: string): Promise<boolean> => {
    setFailure(null);
    const id = current ?? await newConversation();
    if (!id) return false;
    const known = id === current ? detail.data?.messages.length ?? 0 : 0;
    const turn: LiveTurn = { question: text, answer: '', tools: [], actions: [], notices: [], error: null, messagesBefore: known };
    setLive(turn);
    const apply = (event: AiStreamEvent) => setLive((now) => {
      if (!now) return now;
      switch (event.type) {
        case 'delta': return { ...now, answer: now.answer + event.text };
        case 'tool': return { ...now, tools: [...now.tools, event.toolCall] };
        case 'action': return { ...now, actions: [...now.actions, event.action] };
        case 'notice': return { ...now, notices: [...now.notices, event.text] };
        case 'error': return { ...now, error: event.text };
        default: return now;
      }
    });
    const controller = new AbortController();
    stopper.current = controller;
    let failed = false;
    try {
      await streamMessage(id, text, apply, controller.signal);
    } catch (error) {
      if ((error as { name?: string } | null)?.name !== 'AbortError') {
        failed = true;
        setFailure(t(AA.sendFailed, { message: messageOf(error) }));
      }
    } finally {
      stopper.current = null;
    }
    setLive((now) => now && { ...now, settled: true });
    await refresh(id);
    // Stored now: the timeline shows the turn from the server; an error stays on screen until the next message.
    setLive((now) => now?.error ? { ...now, answer: '', tools: [], actions: [], notices: [], question: '' } : null);
    return !failed;
  };

  const decide = async (action: AiAction, decision: 'approve' | 'refuse') => {
    if (!current) return;
    setFailure(null);
    try {
      const decided = await callApi(decision === 'approve' ? E.approve : E.refuse, { params: { id: current, actionId: action.id }, body: {}, silent: true });
      setLive((now) => now && { ...now, actions: now.actions.map((a) => a.id === decided.id ? decided : a) });
    } catch (error) {
      setFailure(t(messageOf(error)));
    }
    await refresh(current);
  };

  const liveShown = live && (live.question || live.error) ? live : null;
  return (
    <Card variant="borderless">
      <PageTitle title={t(title)} level={1} />
      <Typography.Paragraph type="secondary">{t(AA.intro)}</Typography.Paragraph>
      {status.data && !status.data.configured && <Alert type="warning" showIcon title={t(AA.notConfigured)} style={{ marginBottom: 16 }} />}
      {status.data?.configured && status.data.model && <Typography.Paragraph type="secondary">{t(AA.model, { model: status.data.model })}</Typography.Paragraph>}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} closable onClose={() => setFailure(null)} />}
      {detail.error && <Alert type="error" showIcon title={t(AA.loadFailed, { message: messageOf(detail.error) })} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={7}>
          <ConversationList
            conversations={conversations.data ?? []} openId={current} creating={creating}
            onOpen={(id) => { if (!live) setOpenId(id); }} onNew={() => void newConversation()}
          />
        </Col>
        <Col xs={24} md={17}>
          <section aria-label={detail.data?.conversation.title ?? t(AA.newConversation)}>
            <ChatTimeline detail={current ? detail.data : undefined} live={liveShown} onDecide={decide} />
            <div style={{ marginTop: 16 }}>
              <Composer busy={!!live && !live.error && !!live.question} onSend={send} onStop={() => stopper.current?.abort()} />
            </div>
          </section>
        </Col>
      </Row>
    </Card>
  );
}
