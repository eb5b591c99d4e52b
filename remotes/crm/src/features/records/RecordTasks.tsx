import { Alert, Button, Checkbox, Empty, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { callApi } from '@portal/api-client';
import { useUserContext } from '@portal/auth';
import { TASKS, type CrmRecordType } from '@portal/contracts';
import { ItemList, ItemListItem, ResourceFormDialog } from '@portal/kit';
import { AC, useCrmActivityTranslation } from '../activity/texts';
import { taskBody, useTaskFields, type Task } from '../activity/task-form';
import { PriorityPill, TaskStatePill } from '../activity/task-status';
import { portalDay } from './portal-day';
import { useSetTaskDone } from '../activity/use-set-task-done';
import { useToday } from '../activity/use-today';
import { Loading } from '../activity/Loading';

/** The tasks about one record, open first; a new one is about this record; a tick marks one done. */
export function RecordTasks({ type, id, readOnly = false }: { type: CrmRecordType; id: string; readOnly?: boolean }) {
  const { t } = useCrmActivityTranslation();
  const me = useUserContext().data?.user.id;
  const today = useToday();
  const fields = useTaskFields();
  const setDone = useSetTaskDone();
  const [creating, setCreating] = useState(false);
  const tasks = useQuery({
    queryKey: [TASKS.key, 'record', type, id],
    queryFn: ({ signal }) => callApi(TASKS.endpoints.list, {
      query: { relatedType: type, relatedId: id, pageIndex: 0, pageSize: 100, sortField: 'dueDate', sortDirection: 'asc' }, signal,
    }) as Promise<{ data: Task[] }>,
  });
  const rows = [...(tasks.data?.data ?? [])].sort((a, b) => (a.state === b.state ? 0 : a.state === 'Open' ? -1 : 1));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {!readOnly && <Button onClick={() => setCreating(true)}>{t(AC.newTask)}</Button>}
      {tasks.isError && <Alert type="error" showIcon title={tasks.error.message} />}
      {setDone.isError && <Alert type="error" showIcon title={setDone.error.message} />}
      {tasks.isLoading && <Loading />}
      {tasks.isSuccess && !rows.length && <Empty description={t(AC.noTasks)} />}
      {rows.length > 0 && (
        <ItemList size="small" items={rows} renderItem={(task) => (
          <ItemListItem>
            <Space wrap>
              <Checkbox checked={task.state === 'Done'} disabled={readOnly || setDone.isPending} onChange={(e) => setDone.mutate({ task, done: e.target.checked })}
                aria-label={`${t(task.state === 'Open' ? AC.markDone : AC.reopen)}: ${task.title}`} />
              <Link to={`/crm/tasks?open=${task.id}`}>{task.title}</Link>
              <Typography.Text type="secondary">{portalDay(task.dueDate)} · {task.assigneeName ?? ''}</Typography.Text>
              <TaskStatePill task={task} today={today} />
              <PriorityPill priority={task.priority} />
            </Space>
          </ItemListItem>
        )} />
      )}
      {creating && (
        <ResourceFormDialog resource={TASKS} mode="create" fields={fields} title={t(AC.newTask)}
          initial={{ priority: 'Normal', assigneeId: me, dueDate: today }}
          toBody={(values) => taskBody(values, { relatedType: type, relatedId: id })}
          onDone={() => setCreating(false)} />
      )}
    </Space>
  );
}
