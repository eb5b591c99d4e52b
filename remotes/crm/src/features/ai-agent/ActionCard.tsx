import { Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { AiStreamEvent } from '@portal/contracts';
import { AA, useAiAgentTranslation } from './texts';

export type AiAction = Extract<AiStreamEvent, { type: 'action' }>['action'];

const STATUS_COLOURS: Record<AiAction['status'], string> = { Pending: 'gold', Approved: 'green', Refused: 'default', Failed: 'red' };

/**
 * A write the assistant proposed (ADR 0105): what it would do, and Approve / Refuse while it waits. Approved, the server
 * runs it through the normal service as the user; the card then says how it went.
 */
export function ActionCard({ action, onDecide }: { action: AiAction; onDecide: (action: AiAction, decision: 'approve' | 'refuse') => Promise<void> }) {
  const { t } = useAiAgentTranslation();
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const decide = async (decision: 'approve' | 'refuse') => {
    setBusy(decision);
    try {
      await onDecide(action, decision);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card size="small" title={t(AA.pendingAction)} role="group" aria-label={`${t(AA.pendingAction)}: ${action.summary}`} style={{ maxWidth: 560 }}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>{action.summary}</Typography.Paragraph>
      <Space wrap>
        <Tag color={STATUS_COLOURS[action.status]}>{t(AA[action.status])}</Tag>
        {action.status === 'Pending' && (
          <>
            <Button type="primary" loading={busy === 'approve'} disabled={!!busy} onClick={() => void decide('approve')}>{t(AA.approve)}</Button>
            <Button loading={busy === 'refuse'} disabled={!!busy} onClick={() => void decide('refuse')}>{t(AA.refuse)}</Button>
          </>
        )}
      </Space>
      {action.result && action.status !== 'Pending' && (
        <Typography.Paragraph type={action.status === 'Failed' ? 'danger' : 'secondary'} style={{ margin: '8px 0 0' }}>
          {t(AA.approvedResult, { result: t(action.result) })}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
