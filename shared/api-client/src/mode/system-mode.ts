import { LOCAL_STORAGE_KEYS, type SystemMode } from '@portal/contracts';

const MODES: readonly SystemMode[] = ['Test', 'Live'];

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy mode): fall back to the default
  }
}

export function isSystemMode(value: unknown): value is SystemMode {
  return typeof value === 'string' && (MODES as readonly string[]).includes(value);
}

/** The saved system mode (spec part 1 section 4 "Mode"); Test when none is saved. */
export function getSystemMode(): SystemMode {
  const saved = storage()?.getItem(LOCAL_STORAGE_KEYS.systemMode);
  return isSystemMode(saved) ? saved : 'Test';
}

/** Whether a mode was ever saved (merchants default to Live when none is). */
export function hasSavedSystemMode(): boolean {
  return isSystemMode(storage()?.getItem(LOCAL_STORAGE_KEYS.systemMode));
}

export function setSystemMode(mode: SystemMode): void {
  storage()?.setItem(LOCAL_STORAGE_KEYS.systemMode, mode);
}
