import { Tag } from 'antd';
import { StatusPill } from '@portal/kit';
import type { TaskPriority } from '@portal/contracts';
import { AC, useCrmActivityTranslation } from './texts';
import type { Task } from './task-form';

const PRIORITY_TONES = { High: 'negative', Normal: 'pending', Low: 'neutral' } as const;

export function PriorityPill({ priority }: { priority: TaskPriority }) {
  const { t } = useCrmActivityTranslation();
  return <StatusPill status={priority} label={t(AC[priority])} tone={PRIORITY_TONES[priority]} />;
}

/** Open, overdue (due before today on the user's clock), due today, or done. */
export function TaskStatePill({ task, today }: { task: Pick<Task, 'state' | 'dueDate'>; today: string }) {
  const { t } = useCrmActivityTranslation();
  if (task.state === 'Done') return <StatusPill status="Done" label={t(AC.Done)} tone="positive" />;
  if (task.dueDate < today) return <StatusPill status="Overdue" label={t(AC.overdue)} tone="negative" />;
  if (task.dueDate === today) return <Tag color="gold">{t(AC.dueToday)}</Tag>;
  return <StatusPill status="Open" label={t(AC.Open)} tone="neutral" />;
}
