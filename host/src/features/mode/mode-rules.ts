import type { ProcessingStatus, SystemMode } from '@portal/contracts';

export interface ModeSwitchState {
  /** The switch is in the top bar. */
  visible: boolean;
  /** Shown but cannot be toggled (sandbox merchants). */
  disabled: boolean;
  /** The mode the portal works in. */
  mode: SystemMode;
}

/**
 * Spec part 1 section 4 "Mode": only merchant users see the switch. NoProcessing: no switch;
 * SandboxEnabled: forced Test, switch disabled; any other status: enabled, Live when nothing is saved.
 * Everybody else keeps the saved mode, Test by default.
 */
export function modeSwitchState(input: {
  isMerchant: boolean;
  processingStatus: ProcessingStatus | null | undefined;
  savedMode: SystemMode | null;
}): ModeSwitchState {
  const { isMerchant, processingStatus, savedMode } = input;
  if (!isMerchant) return { visible: false, disabled: true, mode: savedMode ?? 'Test' };
  if (processingStatus === 'NoProcessing') return { visible: false, disabled: true, mode: savedMode ?? 'Test' };
  if (processingStatus === 'SandboxEnabled') return { visible: true, disabled: true, mode: 'Test' };
  return { visible: true, disabled: false, mode: savedMode ?? 'Live' };
}
