import { Alert, Button, Descriptions, Drawer, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { callApi } from '@portal/api-client';
import { CRM_EDIT_PERMISSIONS, crmRecordPath, TASKS } from '@portal/contracts';
import { formatInTimeZone } from '@portal/i18n';
import { useProfileTimeZone } from '@portal/auth';
import { scopeQueryOf, usePortalScope } from '@portal/kit';
import { AC, useCrmActivityTranslation } from './texts';
import type { Task } from './task-form';
import { PriorityPill, TaskStatePill } from './task-status';
import { useSetTaskDone } from './use-set-task-done';
import { useToday } from './use-today';
import { Loading } from './Loading';
import { useMayEdit } from '../records/use-may-edit';
import { portalDay } from '../records/portal-day';


/**
 * One task (its notification opens it at `/crm/tasks?open=<id>`): what, when, for whom, about which record, and the
 * one action its assignee came for: Mark done (or Open again).
 */
export function TaskDrawer({ id, row, onClose }: { id: string; row: Task | undefined; onClose(): void }) {
  const { t } = useCrmActivityTranslation();
  const scope = usePortalScope();
  const timeZone = useProfileTimeZone();
  const today = useToday();
  const setDone = useSetTaskDone();
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.tasks);
  // The row from the list when it is on the page; a notification's link to a task on another page asks the server.
  const one = useQuery({
    queryKey: [TASKS.key, 'one', id],
    queryFn: ({ signal }) => callApi(TASKS.endpoints.one, { params: { id }, query: scopeQueryOf(TASKS, scope), signal }) as Promise<Task>,
    enabled: !row,
    retry: false,
  });
  const task = setDone.data?.id === id ? setDone.data : row ?? one.data;
  return (
    <Drawer open onClose={onClose} title={task?.title ?? t(AC.task)} size="large" destroyOnHidden closable={{ 'aria-label': t(AC.close) }}
      extra={task && mayEdit && (
        <Button type={task.state === 'Open' ? 'primary' : 'default'} loading={setDone.isPending}
          onClick={() => setDone.mutate({ task, done: task.state === 'Open' })}>
          {t(task.state === 'Open' ? AC.markDone : AC.reopen)}
        </Button>
      )}>
      {one.isError && <Alert type="warning" showIcon title={t(AC.notFound)} />}
      {setDone.isError && <Alert type="error" showIcon title={setDone.error.message} style={{ marginBottom: 12 }} />}
      {setDone.isSuccess && (
        <Alert type="success" showIcon role="status" style={{ marginBottom: 12 }}
          title={t(setDone.data.state === 'Done' ? AC.markedDone : AC.reopened, { title: setDone.data.title })} />
      )}
      {!task && !one.isError && <Loading />}
      {task && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" items={[
            { key: 'state', label: t(AC.state), children: <TaskStatePill task={task} today={today} /> },
            { key: 'due', label: t(AC.dueDate), children: portalDay(task.dueDate) },
            { key: 'priority', label: t(AC.priority), children: <PriorityPill priority={task.priority} /> },
            { key: 'assignee', label: t(AC.assignee), children: task.assigneeName ?? '' },
            ...(task.relatedType && task.relatedId ? [{
              key: 'related', label: t(AC.related),
              children: <Link to={crmRecordPath(task.relatedType, task.relatedId)}>{t(AC[task.relatedType])}: {task.relatedName ?? ''}</Link>,
            }] : []),
            { key: 'createdBy', label: t(AC.createdBy), children: `${task.createdByName ?? ''} · ${formatInTimeZone(task.createdAt, timeZone, 'dateTime')}` },
            ...(task.doneAt ? [{ key: 'doneBy', label: t(AC.doneBy), children: `${task.doneByName ?? ''} · ${formatInTimeZone(task.doneAt, timeZone, 'dateTime')}` }] : []),
          ]} />
          {task.description && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{task.description}</Typography.Paragraph>}
        </Space>
      )}
    </Drawer>
  );
}
