import { Alert, Checkbox, Progress, Space, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone } from '@portal/auth';
import { dealChecklistSchema, type CrmDealKind, type SchemaType } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { DEAL_BOARD, withChecklistCount, type Board } from './board-api';
import { TIMELINE_QUERY_KEY } from '../records/use-timeline';
import { useMayEditRecord } from '../records/use-may-edit';
import { DL, useCrmDealsTranslation } from './texts';
import { useSeededCrmName } from '@portal/kit';

export type DealChecklist = SchemaType<typeof dealChecklistSchema>;
const call = callApi as unknown as (endpoint: unknown, input: { params: Record<string, string>; query?: Record<string, string>; body?: unknown; signal?: AbortSignal }) => Promise<DealChecklist>;

/**
 * The checklist of the stage a record is at (ADR 0093): its activity set's activities, each ticked with who and when.
 * A tick is saved at once (audited, on the record's timeline; the board's card counts it); without the record's edit
 * permission the boxes are read-only. Nothing is drawn for a stage without an activity set.
 */
export function StageChecklist({ kind, id, tenantId }: { kind: CrmDealKind; id: string; tenantId?: string }) {
  const { t } = useCrmDealsTranslation();
  const seeded = useSeededCrmName();
  const timeZone = useProfileTimeZone();
  const queryClient = useQueryClient();
  const mayEdit = useMayEditRecord(kind);
  const key = ['crm-checklist', kind, id];
  const query = tenantId ? { tenantId } : undefined;
  const checklist = useQuery({ queryKey: key, queryFn: ({ signal }) => call(DEAL_BOARD[kind].checklist, { params: { id }, query, signal }) });
  const tick = useMutation({
    mutationFn: (change: { activity: string; done: boolean }) => call(DEAL_BOARD[kind].tick, { params: { id }, query, body: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      // The card's "2/4" follows in place (a re-read would drop the columns' loaded pages), and the record's timeline.
      queryClient.setQueriesData<Board>({ queryKey: ['crm-board', kind] }, (board) => board && withChecklistCount(board, id, saved.done, saved.total));
      void queryClient.invalidateQueries({ queryKey: [TIMELINE_QUERY_KEY, kind, id] });
    },
  });
  const list = checklist.data;
  if (checklist.isError) return <Alert type="warning" showIcon title={checklist.error.message} />;
  if (!list || !list.total) return null;
  const labelId = `checklist-${id}`;
  return (
    <section aria-labelledby={labelId} style={{ marginTop: 16 }}>
      <Typography.Title level={3} id={labelId} style={{ fontSize: 15 }}>{t(DL.checklistOf, { stage: seeded(list.stageName), set: list.activitySetName ? seeded(list.activitySetName) : '' })}</Typography.Title>
      <Progress percent={Math.round((list.done / list.total) * 100)} size="small" format={() => `${list.done}/${list.total}`}
        aria-label={t(DL.checklistProgress, { done: list.done, total: list.total })} />
      {tick.isError && <Alert type="error" showIcon title={tick.error.message} style={{ marginBottom: 8 }} />}
      <div role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {tick.isSuccess && tick.variables ? t(tick.variables.done ? DL.ticked : DL.unticked, { activity: tick.variables.activity }) : ''}
      </div>
      <Space orientation="vertical" size={4} style={{ width: '100%' }}>
        {list.items.map((item) => (
          <div key={item.activity}>
            <Checkbox checked={item.done} disabled={!mayEdit || tick.isPending} onChange={(e) => tick.mutate({ activity: item.activity, done: e.target.checked })}>
              {seeded(item.activity)}
            </Checkbox>
            {item.done && item.tickedAt && (
              <Typography.Text type="secondary" style={{ display: 'block', marginInlineStart: 24, fontSize: 12 }}>
                {t(DL.tickedBy, { name: item.tickedByName ?? '', date: formatInTimeZone(item.tickedAt, timeZone, 'dateTime') })}
              </Typography.Text>
            )}
          </div>
        ))}
      </Space>
    </section>
  );
}
