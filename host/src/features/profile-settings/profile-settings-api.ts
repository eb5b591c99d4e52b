import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@portal/api-client';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { SHELL_PATHS, type ProfileSettings, type ProfileSettingsUpdate, type ThemeSettings, type ThemeSettingsUpdate } from '@portal/contracts';

export const profileSettingsQuery = () =>
  queryOptions({ queryKey: ['profile-settings'], queryFn: () => apiFetch<ProfileSettings>(SHELL_PATHS.profileSettings) });

export const timeZonesQuery = () =>
  queryOptions({ queryKey: ['time-zones'], queryFn: () => apiFetch<string[]>(SHELL_PATHS.timeZones), staleTime: Infinity });

export const tenantThemeQuery = () =>
  queryOptions({ queryKey: ['tenant-theme-settings'], queryFn: () => apiFetch<ThemeSettings>(SHELL_PATHS.tenantThemeSettings) });

export const useProfileSettings = () => useQuery(profileSettingsQuery());
export const useTimeZones = () => useQuery(timeZonesQuery());
export const useTenantTheme = (enabled: boolean) => useQuery({ ...tenantThemeQuery(), enabled });

/** Saving refreshes the user context: the shell shows the new name, language and theme at once. */
export function useSaveProfileSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileSettingsUpdate) => apiFetch<ProfileSettings>(SHELL_PATHS.profileSettings, { method: 'PUT', json: update }),
    onSuccess: (saved) => {
      client.setQueryData(profileSettingsQuery().queryKey, saved);
      void client.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
    },
  });
}

export function useSaveTenantTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ThemeSettingsUpdate) => apiFetch<ThemeSettings>(SHELL_PATHS.tenantThemeSettings, { method: 'PUT', json: update }),
    onSuccess: (saved) => {
      client.setQueryData(tenantThemeQuery().queryKey, saved);
      void client.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
    },
  });
}
