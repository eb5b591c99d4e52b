import { Typography } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useUserContext } from '@portal/auth';
import { CRM_EDIT_PERMISSIONS, crmRecordPath, TASK_PRIORITIES, TASK_STATES, TASKS } from '@portal/contracts';
import { ResourceListPage, useLookup, type ColumnDef } from '@portal/kit';
import { AC, useCrmActivityTranslation } from './texts';
import { taskBody, taskValues, useTaskFields, type Task } from './task-form';
import { PriorityPill, TaskStatePill } from './task-status';
import { TaskDrawer } from './TaskDrawer';
import { portalDay } from '../records/portal-day';
import { useToday } from './use-today';
import { useMayEdit } from '../records/use-may-edit';

/**
 * Tasks (/crm/tasks; ADR 0092): the user's open tasks first (the filters start at "mine, open"), overdue ones marked
 * on their clock; a row opens the task, where its assignee marks it done.
 */
export function TasksPage({ title }: { title: string }) {
  // Without the edit permission the list reads only (ADR 0093).
  const mayEdit = useMayEdit(CRM_EDIT_PERMISSIONS.tasks);
  const { t } = useCrmActivityTranslation();
  const me = useUserContext().data?.user.id;
  const today = useToday();
  const team = useLookup('crmUsers');
  const fields = useTaskFields();
  const columns = useMemo<ColumnDef<Task>[]>(() => [
    { key: 'title', title: AC.title, value: (r) => r.title, sortable: true, alwaysShown: true, width: 260 },
    { key: 'dueDate', title: AC.dueDate, value: (r) => portalDay(r.dueDate), sortable: true, width: 120 },
    { key: 'state', title: AC.state, value: (r) => t(AC[r.state]), render: (r) => <TaskStatePill task={r} today={today} />, width: 120 },
    { key: 'priority', title: AC.priority, value: (r) => t(AC[r.priority]), render: (r) => <PriorityPill priority={r.priority} />, sortable: true, width: 110 },
    { key: 'assignee', title: AC.assignee, value: (r) => r.assigneeName ?? '', width: 170 },
    {
      key: 'related', title: AC.related, value: (r) => (r.relatedType ? `${t(AC[r.relatedType])}: ${r.relatedName ?? ''}` : ''), width: 240,
      render: (r) => (r.relatedType && r.relatedId
        ? <Link to={crmRecordPath(r.relatedType, r.relatedId)} onClick={(e) => e.stopPropagation()}>{t(AC[r.relatedType])}: {r.relatedName ?? ''}</Link>
        : null),
    },
    { key: 'createdBy', title: AC.createdBy, value: (r) => r.createdByName ?? '', width: 160 },
  ], [t, today]);
  if (!me) return null;
  return (
    <ResourceListPage<Task> readOnly={!mayEdit}
      views
      resource={TASKS} title={title} translate={(text) => t(text)} columns={columns} rowName={(r) => r.title}
      before={<Typography.Paragraph type="secondary">{t(AC.tasksIntro)}</Typography.Paragraph>}
      list={{ defaults: { state: 'Open', assigneeId: [me] } }}
      fields={{
        state: { label: t(AC.state), options: TASK_STATES.map((s) => ({ id: s, name: t(AC[s]) })) },
        priority: { label: t(AC.priority), options: TASK_PRIORITIES.map((p) => ({ id: p, name: t(AC[p]) })) },
        assigneeId: { label: t(AC.assignee), options: team.options },
        relatedType: false, relatedId: false,
      }}
      create={{ fields, initial: { priority: 'Normal', assigneeId: me, dueDate: today }, toBody: (values) => taskBody(values) }}
      edit={{ fields, valuesOf: taskValues, toBody: (values) => taskBody(values) }}
      remove
      drawer={(opened, close) => <TaskDrawer key={opened.id} id={opened.id} row={opened.row} onClose={close} />}
    />
  );
}
