import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { getSystemMode, hasSavedSystemMode, setSystemMode } from '@portal/api-client';
import type { SystemMode } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { showAlert } from '../alerts/alert-area-store';
import { modeSwitchState, type ModeSwitchState } from './mode-rules';

/** Window event remotes can listen to: the customer system mode changed (detail: the mode). */
export const SYSTEM_MODE_EVENT = 'portal:system-mode';

export interface SystemModeControl extends ModeSwitchState {
  change(mode: SystemMode): void;
}

/**
 * The Test/Live switch's state for the signed-in user. The resulting mode is saved (the api-client
 * sends it as the Mode header); a change is announced, shown as an info alert, and leads to the dashboard.
 */
export function useSystemMode(input: { isMerchant: boolean; processingStatus: string | null | undefined; dashboardPath: string; ready: boolean }): SystemModeControl {
  const { isMerchant, processingStatus, dashboardPath, ready } = input;
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rules = modeSwitchState({ isMerchant, processingStatus, savedMode: hasSavedSystemMode() ? getSystemMode() : null });
  const [mode, setMode] = useState<SystemMode>(rules.mode);

  // Apply the rules once the user context is there (forced Test, or Live when nothing is saved).
  useEffect(() => {
    if (!ready) return;
    if (getSystemMode() !== rules.mode || !hasSavedSystemMode()) setSystemMode(rules.mode);
    setMode(rules.mode);
  }, [ready, rules.mode]);

  const change = useCallback(
    (next: SystemMode) => {
      if (rules.disabled || !rules.visible || next === mode) return;
      setSystemMode(next);
      setMode(next);
      window.dispatchEvent(new CustomEvent(SYSTEM_MODE_EVENT, { detail: next }));
      showAlert('info', t(SHELL_TEXTS.modeChanged, { mode: t(next) }));
      void queryClient.invalidateQueries();
      navigate(dashboardPath);
    },
    [rules.disabled, rules.visible, mode, t, queryClient, navigate, dashboardPath],
  );

  return { ...rules, mode, change };
}
