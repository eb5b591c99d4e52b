import { useMemo } from 'react';
import { TASK_PRIORITIES, TASKS, type ResourceRowOf } from '@portal/contracts';
import { bodyFromValues, useLookup, type FieldOverrides } from '@portal/kit';
import type { FieldFormValues } from '@portal/kit';
import { AC, useCrmActivityTranslation } from './texts';

export type Task = ResourceRowOf<typeof TASKS>;

/**
 * The task form's fields (ADR 0092): the title, a description, the due day, the priority and the assignee from the
 * tenant's CRM team. The record a task is about is fixed by where it is created (a record's drawer), never typed.
 */
export function useTaskFields(): FieldOverrides {
  const { t } = useCrmActivityTranslation();
  const team = useLookup('crmUsers');
  return useMemo(() => ({
    title: { label: t(AC.title) },
    description: { label: t(AC.description), inputType: 'textarea' as const },
    // The CrmTaskReminders job reminds the assignee (ADR 0146): the form says when.
    dueDate: { label: t(AC.dueDate), type: 'date' as const, help: t(AC.dueDateHelp) },
    priority: { label: t(AC.priority), options: TASK_PRIORITIES.map((p) => ({ id: p, name: t(AC[p]) })) },
    assigneeId: { label: t(AC.assignee), type: 'select' as const, options: team.options, loading: team.isLoading },
    relatedType: false as const,
    relatedId: false as const,
  }), [t, team.options, team.isLoading]);
}

/** The day a date field holds (the picker keeps noon UTC of it) as the API's YYYY-MM-DD. */
export const dayOf = (value: unknown): unknown => (typeof value === 'string' && value.length > 10 ? value.slice(0, 10) : value);

/** The body a task form sends, with the record it is about when it was created from one. */
export const taskBody = (values: FieldFormValues, related?: { relatedType: string; relatedId: string }) =>
  ({ ...bodyFromValues(TASKS.body, values), dueDate: dayOf(values.dueDate), ...(related ?? {}) });

/** The edit form's values of a task: the fields the form shows, the record kept as it is. */
export const taskValues = (task: Task) => ({ ...task });
