import { createContext, useContext, type ReactNode } from 'react';

/** Start-up facts the host's pages need (read from /config.json). */
export interface PortalSettings {
  /** Origin of the identity server (its Register and Manage pages live there). */
  identityOrigin: string;
  /** Leaves the single-page app for another page (tests replace it: jsdom cannot navigate). */
  leavePortal?: (url: string) => void;
}

const PortalSettingsContext = createContext<PortalSettings>({ identityOrigin: '' });

export function leavePortalDefault(url: string): void {
  window.location.assign(url);
}

export function PortalSettingsProvider({ settings, children }: { settings: PortalSettings; children: ReactNode }) {
  return <PortalSettingsContext.Provider value={settings}>{children}</PortalSettingsContext.Provider>;
}

export function usePortalSettings(): PortalSettings {
  return useContext(PortalSettingsContext);
}
