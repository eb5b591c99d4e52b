import { useSyncExternalStore } from 'react';

/** Alerts shown in the layout's alert area; each leaves after 5000 ms (spec part 2 section 9). */
export const ALERT_AUTO_DISMISS_MS = 5000;

export interface ShellAlert {
  id: number;
  type: 'info' | 'success' | 'warning' | 'error';
  text: string;
}

let alerts: ShellAlert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissAlert(id: number): void {
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

export function showAlert(type: ShellAlert['type'], text: string): void {
  const id = nextId++;
  alerts = [...alerts, { id, type, text }];
  emit();
  setTimeout(() => dismissAlert(id), ALERT_AUTO_DISMISS_MS);
}

export function useShellAlerts(): ShellAlert[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => alerts,
    () => alerts,
  );
}
