import { Button, Flex, Input, Typography } from 'antd';
import { useId, useState } from 'react';
import { AI_LIMITS } from '@portal/contracts';
import { formatCount } from '@portal/kit';
import { AA, useAiAgentTranslation } from './texts';

/**
 * The message box: Enter sends, Shift+Enter starts a new line; checked before it goes (not blank, not too long) with
 * the sentence under the box. The text stays when sending fails.
 */
export function Composer({ busy, onSend, onStop }: { busy: boolean; onSend: (text: string) => Promise<boolean>; onStop: () => void }) {
  const { t } = useAiAgentTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed) return setProblem(t(AA.messageRequired));
    if (trimmed.length > AI_LIMITS.messageMax) return setProblem(t(AA.messageTooLong, { max: formatCount(AI_LIMITS.messageMax) }));
    setProblem(null);
    if (await onSend(trimmed)) setText('');
  };
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} align="flex-end" wrap>
        <Input.TextArea
          aria-label={t(AA.message)} placeholder={t(AA.messagePlaceholder)} value={text} autoSize={{ minRows: 2, maxRows: 8 }}
          status={problem ? 'error' : undefined} aria-invalid={!!problem} aria-describedby={problem ? errorId : undefined}
          onChange={(e) => { setText(e.target.value); if (problem) setProblem(null); }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              if (!busy) void send();
            }
          }}
          style={{ flex: '1 1 220px' }}
        />
        {busy ? <Button onClick={onStop}>{t(AA.stop)}</Button> : <Button type="primary" onClick={() => void send()}>{t(AA.send)}</Button>}
      </Flex>
      {problem && <Typography.Text id={errorId} type="danger" role="alert">{problem}</Typography.Text>}
      {busy && <Typography.Text type="secondary" role="status">{t(AA.sending)}</Typography.Text>}
    </Flex>
  );
}
