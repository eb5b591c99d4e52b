import 'antd/dist/reset.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { RemoteModule } from '@portal/contracts';
import { addRemoteResources, createPortalI18n } from '@portal/i18n';
import { DEMO_USERS } from '@portal/testing';
import { DevShellApp } from './app/DevShellApp';
import { startDevSession } from './session/start-session';
import { DEV_MODE_STORAGE_KEY, DEV_USER_STORAGE_KEY, readDevShellSettings } from './settings/dev-shell-settings';

export interface MountDevShellOptions {
  remote: RemoteModule;
  container: HTMLElement;
}

/**
 * Runs one remote alone: msw mode (a demo account, API answered in the browser) or backend mode
 * (real sign-in through the dev server's proxy). See README.md for the commands.
 */
export async function mountDevShell({ remote, container }: MountDevShellOptions): Promise<void> {
  const settings = readDevShellSettings({
    search: window.location.search,
    pathname: window.location.pathname,
    env: { mode: process.env.PORTAL_DEV_MODE, user: process.env.PORTAL_DEV_USER },
    stored: { mode: window.localStorage.getItem(DEV_MODE_STORAGE_KEY), user: window.localStorage.getItem(DEV_USER_STORAGE_KEY) },
    users: DEMO_USERS,
    remote,
  });
  // Remembered so the sign-in redirect (which drops the query) comes back to the same mode.
  window.localStorage.setItem(DEV_MODE_STORAGE_KEY, settings.mode);
  window.localStorage.setItem(DEV_USER_STORAGE_KEY, settings.userEmail);
  createPortalI18n();
  if (remote.i18n) addRemoteResources(remote.i18n);
  try {
    const session = await startDevSession(settings);
    createRoot(container).render(
      <StrictMode>
        <DevShellApp remote={remote} settings={settings} session={session} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('[dev shell] could not start', error);
    container.textContent = `The dev shell could not start (${settings.mode} mode): ${error instanceof Error ? error.message : String(error)}`;
  }
}
