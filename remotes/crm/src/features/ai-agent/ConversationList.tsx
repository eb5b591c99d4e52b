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
              <Button
                type={c.id === openId ? 'primary' : 'text'} ghost={c.id === openId} block aria-current={c.id === openId ? 'page' : undefined}
                onClick={() => onOpen(c.id)} style={{ textAlign: 'start', justifyContent: 'flex-start', overflow: 'hidden' }}
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
