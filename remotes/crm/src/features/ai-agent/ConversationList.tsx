import { Button, Empty, Flex, Typography } from 'antd';
import type { AI_ASSISTANT_ENDPOINTS, ResultOf } from '@portal/contracts';
import { AA, useAiAgentTranslation } from './texts';

type Conversation = ResultOf<typeof AI_ASSISTANT_ENDPOINTS.conversations>[number];

/** The user's conversations, newest first; the open one marked for screen readers too (aria-current). */
export function ConversationList({ conversations, openId, onOpen, onNew, creating }: {
  conversations: Conversation[]; openId: string | null; onOpen: (id: string) => void; onNew: () => void; creating: boolean;
}) {
  const { t } = useAiAgentTranslation();
  return (
    <nav aria-label={t(AA.conversations)}>
      <Flex vertical gap={8}>
        <Button type="dashed" onClick={onNew} loading={creating} block>{t(AA.newConversation)}</Button>
        {!conversations.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(AA.noConversations)} />}
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}>
          {conversations.map((c) => (
            <li key={c.id}>
              {/* The open one in the text's own colour on a tint, bold and bordered: a brand-coloured title on white
                  (a ghost primary button) falls below the 4.5:1 contrast. */}
              <Button
                type="text" block aria-current={c.id === openId ? 'page' : undefined} onClick={() => onOpen(c.id)}
                style={{
                  textAlign: 'start', justifyContent: 'flex-start', overflow: 'hidden',
                  ...(c.id === openId ? { background: 'rgba(0, 0, 0, 0.06)', fontWeight: 600, border: '1px solid rgba(0, 0, 0, 0.45)' } : {}),
                }}
              >
                <Typography.Text ellipsis style={{ color: 'inherit' }}>{c.title === AA.newConversation ? t(AA.newConversation) : c.title}</Typography.Text>
              </Button>
            </li>
          ))}
        </ul>
      </Flex>
    </nav>
  );
}
