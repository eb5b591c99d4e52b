import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { SHELL_ENDPOINTS, type QuickSettings } from '@portal/contracts';

export const notesQuery = () => queryOptions({ queryKey: ['quick-panel', 'notes'], queryFn: () => callApi(SHELL_ENDPOINTS.notes) });
export const eventsQuery = (range: { from: string; to: string }) =>
  queryOptions({ queryKey: ['quick-panel', 'events', range.from], queryFn: () => callApi(SHELL_ENDPOINTS.events, { query: range }) });
// Silent: the whole shell reads these; when they cannot be loaded the defaults apply without an error snackbar.
export const quickSettingsQuery = () =>
  queryOptions({ queryKey: ['quick-panel', 'settings'], queryFn: () => callApi(SHELL_ENDPOINTS.quickSettings, { silent: true }) });

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
    addNote: useMutation({ mutationFn: (text: string) => callApi(SHELL_ENDPOINTS.addNote, { body: { text } }), onSuccess: refresh }),
    deleteNote: useMutation({ mutationFn: (id: string) => callApi(SHELL_ENDPOINTS.deleteNote, { params: { id } }), onSuccess: refresh }),
    addEvent: useMutation({
      mutationFn: (event: { title: string; startsAt: string }) => callApi(SHELL_ENDPOINTS.addEvent, { body: event }),
      onSuccess: refresh,
    }),
    deleteEvent: useMutation({ mutationFn: (id: string) => callApi(SHELL_ENDPOINTS.deleteEvent, { params: { id } }), onSuccess: refresh }),
    saveSettings: useMutation({
      mutationFn: (update: Partial<QuickSettings>) => callApi(SHELL_ENDPOINTS.updateQuickSettings, { body: update }),
      // A read still in flight (the panel refetches on open) must not bring the old value back over the toggle.
      onMutate: () => client.cancelQueries({ queryKey: quickSettingsQuery().queryKey }),
      onSuccess: (saved) => client.setQueryData(quickSettingsQuery().queryKey, saved),
    }),
  };
}
