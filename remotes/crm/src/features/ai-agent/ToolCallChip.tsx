import { Tag, Tooltip } from 'antd';
import type { AiStreamEvent } from '@portal/contracts';
import { AA, useAiAgentTranslation } from './texts';

export type AiToolCall = Extract<AiStreamEvent, { type: 'tool' }>['toolCall'];

/** One logged tool call as a chip: its name, refused in red; its arguments and outcome on hover or focus. */
export function ToolCallChip({ call }: { call: AiToolCall }) {
  const { t } = useAiAgentTranslation();
  const label = `${t(AA.toolCall, { name: call.name })}${call.refused ? ` · ${t(AA.toolRefused)}` : ''}`;
  const details = t(AA.toolDetails, { arguments: call.arguments, outcome: call.outcome.slice(0, 400) });
  return (
    <Tooltip title={details}>
      <Tag color={call.refused ? 'red' : 'blue'} tabIndex={0} aria-label={`${label}. ${details}`} style={{ whiteSpace: 'normal', maxWidth: '100%' }}>
        {label}
      </Tag>
    </Tooltip>
  );
}
