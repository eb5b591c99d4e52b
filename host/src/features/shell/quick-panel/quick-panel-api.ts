import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { SHELL_PATHS, type QuickPanelEvent, type QuickPanelNote, type QuickSettings } from '@portal/contracts';

/** Start and end of the browser's today as ISO strings (the Today section's events). */
export function todayRange(now = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start.getTime());
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export const notesQuery = () => queryOptions({ queryKey: ['quick-panel', 'notes'], queryFn: () => apiFetch<QuickPanelNote[]>(SHELL_PATHS.notes) });
export const eventsQuery = (range: { from: string; to: string }) =>
  queryOptions({ queryKey: ['quick-panel', 'events', range.from], queryFn: () => apiFetch<QuickPanelEvent[]>(SHELL_PATHS.events, { query: range }) });
// Silent: the whole shell reads these; when they cannot be loaded the defaults apply without an error snackbar.
export const quickSettingsQuery = () =>
  queryOptions({ queryKey: ['quick-panel', 'settings'], queryFn: () => apiFetch<QuickSettings>(SHELL_PATHS.quickSettings, { silent: true }) });

export function useQuickPanelData(open: boolean, range: { from: string; to: string }) {
  return {
    notes: useQuery({ ...notesQuery(), enabled: open }),
    events: useQuery({ ...eventsQuery(range), enabled: open }),
    settings: useQuery({ ...quickSettingsQuery(), enabled: open }),
  };
}

export function useQuickPanelMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['quick-panel'] });
  return {
    addNote: useMutation({ mutationFn: (text: string) => apiFetch<QuickPanelNote>(SHELL_PATHS.notes, { method: 'POST', json: { text } }), onSuccess: refresh }),
    deleteNote: useMutation({ mutationFn: (id: string) => apiFetch(SHELL_PATHS.note(id), { method: 'DELETE', responseType: 'none' }), onSuccess: refresh }),
    addEvent: useMutation({
      mutationFn: (event: { title: string; startsAt: string }) => apiFetch<QuickPanelEvent>(SHELL_PATHS.events, { method: 'POST', json: event }),
      onSuccess: refresh,
    }),
    deleteEvent: useMutation({ mutationFn: (id: string) => apiFetch(SHELL_PATHS.event(id), { method: 'DELETE', responseType: 'none' }), onSuccess: refresh }),
    saveSettings: useMutation({
      mutationFn: (update: Partial<QuickSettings>) => apiFetch<QuickSettings>(SHELL_PATHS.quickSettings, { method: 'PUT', json: update }),
      // A read still in flight (the panel refetches on open) must not bring the old value back over the toggle.
      onMutate: () => client.cancelQueries({ queryKey: quickSettingsQuery().queryKey }),
      onSuccess: (saved) => client.setQueryData(quickSettingsQuery().queryKey, saved),
    }),
  };
}
