import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { TASK_ENDPOINTS, TASKS } from '@portal/contracts';
import { invalidateResource, scopeQueryOf, usePortalScope } from '@portal/kit';
import type { Task } from './task-form';

/** Marks a task done or open again; the task lists, the record's timeline and the home read it again. */
export function useSetTaskDone() {
  const queryClient = useQueryClient();
  const scope = usePortalScope();
  return useMutation({
    mutationFn: ({ task, done }: { task: Pick<Task, 'id'>; done: boolean }) =>
      callApi(TASK_ENDPOINTS.setDone, { params: { id: task.id }, query: scopeQueryOf(TASKS, scope), body: { done } }) as Promise<Task>,
    onSuccess: () => invalidateResource(queryClient, TASKS),
  });
}
