import { createContext, useContext, type ReactNode } from 'react';
import { AlertBanner } from './AlertBanner';
import { useAlertQueue, type AlertQueue } from './use-alert-queue';

const AlertBannerContext = createContext<Pick<AlertQueue, 'show' | 'close'> | null>(null);

/** Holds a page's alerts and draws the banner above its content; `useAlertBanner` shows one from below. */
export function AlertBannerProvider({ children }: { children: ReactNode }) {
  const queue = useAlertQueue();
  return (
    <AlertBannerContext.Provider value={{ show: queue.show, close: queue.close }}>
      <AlertBanner alerts={queue.alerts} onClose={queue.close} />
      {children}
    </AlertBannerContext.Provider>
  );
}

export function useAlertBanner(): Pick<AlertQueue, 'show' | 'close'> {
  const context = useContext(AlertBannerContext);
  if (!context) throw new Error('useAlertBanner needs an AlertBannerProvider above it');
  return context;
}
