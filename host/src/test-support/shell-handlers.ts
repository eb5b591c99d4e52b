// Test-only msw handlers for the shell's own calls (quick panel, profile settings, keep-alive).
import { http, HttpResponse } from 'msw';
import { DEFAULT_QUICK_SETTINGS, type ProfileSettings, type QuickPanelEvent, type QuickSettings } from '@portal/contracts';

export interface ShellHandlerOptions {
  settings?: Partial<QuickSettings>;
  events?: QuickPanelEvent[];
  profile?: ProfileSettings;
  /** Receives every profile-settings PUT body. */
  onProfileSaved?: (body: unknown) => void;
}

export function shellHandlers(options: ShellHandlerOptions = {}) {
  const settings = { ...DEFAULT_QUICK_SETTINGS, ...options.settings };
  const profile = options.profile ?? { email: 'tenant@demo.test', firstName: 'Tina', lastName: 'Tenant', timeZone: 'Europe/London', language: 'en' };
  return [
    http.get('*/users/me/quick-settings', () => HttpResponse.json(settings)),
    http.get('*/users/me/events', () => HttpResponse.json(options.events ?? [])),
    http.get('*/users/me/notes', () => HttpResponse.json([])),
    http.get('*/users/me/profile-settings', () => HttpResponse.json(profile)),
    http.get('*/users/me/time-zones', () => HttpResponse.json(['Europe/London', 'Europe/Istanbul'])),
    http.put('*/users/me/profile-settings', async ({ request }) => {
      const body = (await request.json()) as Omit<ProfileSettings, 'email'>;
      options.onProfileSaved?.(body);
      return HttpResponse.json({ ...profile, ...body });
    }),
    http.all('*/users/me/ping', () => new HttpResponse(null, { status: 204 })),
    http.get('*/in-app-notifications*', () => HttpResponse.json({ result: 'success', data: [], unreadNotificationCount: 0 })),
  ];
}
