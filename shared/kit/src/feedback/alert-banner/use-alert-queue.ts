import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { AutoDismissContext } from '@portal/ui';
import { ALERT_AUTO_DISMISS_MS, type BannerAlert, type NewBannerAlert } from './alert-model';

let nextId = 0;

export interface AlertQueue {
  alerts: BannerAlert[];
  /** Shows an alert (an alert with the same id replaces it and restarts its clock); returns its id. */
  show(alert: NewBannerAlert): string;
  close(id: string): void;
}

/**
 * The alerts on screen: each disappears after 5000 ms unless it persists, or when closed. Under a `HoldAutoDismiss`
 * (component tests) each stays until closed.
 */
export function useAlertQueue(): AlertQueue {
  const autoDismiss = useContext(AutoDismissContext);
  const [alerts, setAlerts] = useState<BannerAlert[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const close = useCallback((id: string) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setAlerts((current) => current.filter((alert) => alert.id !== id));
  }, []);

  const show = useCallback(
    (alert: NewBannerAlert) => {
      const id = alert.id ?? `alert-${++nextId}`;
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      setAlerts((current) => [...current.filter((existing) => existing.id !== id), { ...alert, id }]);
      if (!alert.persist && autoDismiss) timers.current.set(id, setTimeout(() => close(id), ALERT_AUTO_DISMISS_MS));
      return id;
    },
    [close, autoDismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  return { alerts, show, close };
}
