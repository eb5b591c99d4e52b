import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@portal/auth';
import { DEFAULT_QUICK_SETTINGS, type QuickSettings } from '@portal/contracts';
import { quickSettingsQuery } from './quick-panel-api';

/** The signed-in user's quick settings (compact menu, seconds in times, notification sound); defaults until loaded. */
export function useQuickSettings(): QuickSettings {
  const { user } = useAuth();
  const { data } = useQuery({ ...quickSettingsQuery(), enabled: !!user, staleTime: Infinity });
  return data ?? DEFAULT_QUICK_SETTINGS;
}
