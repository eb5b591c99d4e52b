import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Segmented, Space, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@portal/api-client';
import { useProfileTimeZone, useUserContext } from '@portal/auth';
import { CRM_ACTIVITY_ENDPOINTS, type CrmRecordType, type TimelineKind } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { ActionButton, labelOf, StatusPill } from '@portal/kit';
import { AC, useCrmActivityTranslation } from '../activity/texts';
import { NoteComposer } from './NoteComposer';
import { TIMELINE_QUERY_KEY, useTimeline } from './use-timeline';
import { Loading } from '../activity/Loading';

type Item = NonNullable<ReturnType<typeof useTimeline>['data']>['pages'][number]['items'][number];

const FILTERS: Array<{ key: string; kinds: TimelineKind[]; label: keyof typeof AC }> = [
  { key: 'all', kinds: [], label: 'showAll' },
  { key: 'note', kinds: ['note'], label: 'notes' },
  { key: 'change', kinds: ['change'], label: 'changes' },
  { key: 'task', kinds: ['task'], label: 'tasks' },
  { key: 'email', kinds: ['email'], label: 'emails' },
];

const shown = (value: unknown, empty: string) => (value === null || value === undefined || value === '' ? empty : typeof value === 'string' ? value : JSON.stringify(value));

/** What one entry says happened, in a sentence with its actor. */
function headline(item: Item, t: ReturnType<typeof useCrmActivityTranslation>['t']): string {
  const actor = item.actorName ?? t(AC.someone);
  if (item.kind === 'note') return t(AC.noteBy, { actor });
  if (item.kind === 'task') return t(AC.taskBy, { actor });
  if (item.kind === 'email') return t(AC.emailBy, { actor });
  return t(item.title === 'create' ? AC.created : item.title === 'delete' ? AC.deleted : AC.updated, { actor });
}

/**
 * A record's activity (ADR 0092): a note box with @-mentions, then the notes, changes, tasks and e-mails of the
 * record, newest first, filtered by kind, older ones a page at a time. `fieldLabel` names a changed field as the
 * record's form does.
 */
export function Timeline({ type, id, fieldLabel, readOnly = false }: { type: CrmRecordType; id: string; fieldLabel?(field: string): string; readOnly?: boolean }) {
  const { t } = useCrmActivityTranslation();
  const timeZone = useProfileTimeZone();
  const me = useUserContext().data?.user.id;
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('all');
  const kinds = FILTERS.find((f) => f.key === filter)!.kinds;
  const timeline = useTimeline(type, id, kinds);
  const remove = useMutation({
    mutationFn: (noteId: string) => callApi(CRM_ACTIVITY_ENDPOINTS.removeNote, { params: { id: noteId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TIMELINE_QUERY_KEY, type, id] }),
  });
  const items = timeline.data?.pages.flatMap((p) => p.items) ?? [];
  const label = fieldLabel ?? labelOf;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {/* Without the record's edit permission: no note box, said why (ADR 0093). */}
      {readOnly ? <Typography.Text type="secondary">{t(AC.readOnlyRecord)}</Typography.Text> : <NoteComposer type={type} id={id} />}
      <Segmented aria-label={t(AC.activity)} value={filter} onChange={(v) => setFilter(String(v))}
        options={FILTERS.map((f) => ({ value: f.key, label: t(AC[f.label]) }))} />
      {timeline.isError && <Alert type="error" showIcon title={timeline.error.message} />}
      {remove.isError && <Alert type="error" showIcon title={remove.error.message} />}
      {timeline.isLoading && <Loading />}
      {timeline.isSuccess && !items.length && <Empty description={t(AC.timelineEmpty)} />}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t(AC.activity)}>
        {items.map((item) => (
          <li key={item.id} style={{ borderInlineStart: '2px solid rgba(0, 0, 0, 0.12)', padding: '4px 0 12px 12px', marginInlineStart: 4 }}>
            <Space wrap size={4} style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text strong>{headline(item, t)}</Typography.Text>
              <Space size={4}>
                <Typography.Text type="secondary"><time dateTime={item.at}>{formatInTimeZone(item.at, timeZone, 'dateTime')}</time></Typography.Text>
                {item.kind === 'note' && item.actorId === me && item.refId && !readOnly && (
                  <ActionButton label={t(AC.deleteNote)} icon={<CloseOutlined aria-hidden />} danger disabled={remove.isPending} onClick={() => remove.mutate(item.refId!)} />
                )}
              </Space>
            </Space>
            {item.title && item.kind !== 'change' && (
              <div><Typography.Text>{item.title}</Typography.Text>{item.state && <span style={{ marginInlineStart: 8 }}><StatusPill status={item.state} label={t(AC[item.state as 'Open'] ?? item.state)} /></span>}</div>
            )}
            {item.body && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 4 }}>{item.body}</Typography.Paragraph>}
            {item.mentions.length > 0 && <Typography.Text type="secondary">{t(AC.mentioned, { names: item.mentions.map((m) => m.name).join(', ') })}</Typography.Text>}
            {item.changes.length > 0 && (
              <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(90px, auto) 1fr', columnGap: 8 }}>
                {item.changes.map((c) => (
                  <div key={c.field} style={{ display: 'contents' }}>
                    <dt style={{ fontWeight: 500 }}>{label(c.field)}</dt>
                    <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                      <s aria-label={`${t(AC.before)}: ${shown(c.before, t(AC.empty))}`}>{shown(c.before, t(AC.empty))}</s> → {shown(c.after, t(AC.empty))}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ol>
      {timeline.hasNextPage && <Button onClick={() => void timeline.fetchNextPage()} loading={timeline.isFetchingNextPage}>{t(AC.olderEntries)}</Button>}
    </Space>
  );
}
