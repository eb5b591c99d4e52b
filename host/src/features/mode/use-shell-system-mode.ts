import type { ShellUser } from '../shell/use-shell-user';
import { useSystemMode, type SystemModeControl } from './use-system-mode';

/** The signed-in user's mode and switch: the shell holds it once for the top bar and the Test-mode banner. */
export function useShellSystemMode(user: ShellUser): SystemModeControl {
  return useSystemMode({
    isMerchant: user.profile === 'merchant',
    processingStatus: user.current?.merchant?.processingStatus,
    dashboardPath: user.landingPath,
    ready: !!user.current,
  });
}
