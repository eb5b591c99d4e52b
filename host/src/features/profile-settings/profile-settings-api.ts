import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { USER_CONTEXT_QUERY_KEY } from '@portal/auth';
import { SHELL_ENDPOINTS, type ProfileSettingsUpdate, type ThemeSettingsUpdate } from '@portal/contracts';

export const profileSettingsQuery = () =>
  queryOptions({ queryKey: ['profile-settings'], queryFn: () => callApi(SHELL_ENDPOINTS.profileSettings) });

export const timeZonesQuery = () =>
  queryOptions({ queryKey: ['time-zones'], queryFn: () => callApi(SHELL_ENDPOINTS.timeZones), staleTime: Infinity });

export const tenantThemeQuery = () =>
  queryOptions({ queryKey: ['tenant-theme-settings'], queryFn: () => callApi(SHELL_ENDPOINTS.themeSettings) });

export const useProfileSettings = () => useQuery(profileSettingsQuery());
export const useTimeZones = () => useQuery(timeZonesQuery());
export const useTenantTheme = (enabled: boolean) => useQuery({ ...tenantThemeQuery(), enabled });

/** Saving refreshes the user context: the shell shows the new name, language and theme at once. */
export function useSaveProfileSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileSettingsUpdate) => callApi(SHELL_ENDPOINTS.updateProfileSettings, { body: update }),
    onSuccess: (saved) => {
      client.setQueryData(profileSettingsQuery().queryKey, saved);
      void client.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
    },
  });
}

export function useSaveTenantTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ThemeSettingsUpdate) => callApi(SHELL_ENDPOINTS.updateThemeSettings, { body: update }),
    onSuccess: (saved) => {
      client.setQueryData(tenantThemeQuery().queryKey, saved);
      void client.invalidateQueries({ queryKey: USER_CONTEXT_QUERY_KEY });
    },
  });
}
