// Test-only msw handlers for the shell's own calls (quick panel, profile settings, theme, authenticator, keep-alive,
// notifications).
// Declared handlers (ADR 0014): at the contract paths, requests and answers checked against the declarations.
import { HttpResponse, type HttpHandler } from 'msw';
import {
  DEFAULT_QUICK_SETTINGS, DEFAULT_SERVICE_BASES, DEFAULT_THEME_SETTINGS, SCA_ENDPOINTS, SHELL_ENDPOINTS, USER_ENDPOINTS,
  type ProfileSettings, type QuickPanelEvent, type QuickSettings, type ServiceBases,
} from '@portal/contracts';
import { createNotificationStore, declaredHandlers, notificationHandlers } from '@portal/testing';

export interface ShellHandlerOptions {
  settings?: Partial<QuickSettings>;
  events?: QuickPanelEvent[];
  profile?: ProfileSettings;
  /** Receives every profile-settings PUT body. */
  onProfileSaved?: (body: unknown) => void;
  services?: ServiceBases;
}

export function shellHandlers(options: ShellHandlerOptions = {}): HttpHandler[] {
  const settings = { ...DEFAULT_QUICK_SETTINGS, ...options.settings };
  const profile = options.profile ?? { email: 'tenant@demo.test', firstName: 'Tina', lastName: 'Tenant', timeZone: 'Europe/London', language: 'en' };
  const services = options.services ?? DEFAULT_SERVICE_BASES;
  const E = SHELL_ENDPOINTS;
  return [
    ...declaredHandlers(E.quickSettings, () => HttpResponse.json(settings), { services }),
    ...declaredHandlers(E.events, () => HttpResponse.json(options.events ?? []), { services }),
    ...declaredHandlers(E.notes, () => HttpResponse.json([]), { services }),
    ...declaredHandlers(E.profileSettings, () => HttpResponse.json(profile), { services }),
    ...declaredHandlers(E.timeZones, () => HttpResponse.json(['Europe/London', 'Europe/Istanbul']), { services }),
    ...declaredHandlers(E.updateProfileSettings, ({ body }) => {
      options.onProfileSaved?.(body);
      return HttpResponse.json({ ...profile, ...(body as Omit<ProfileSettings, 'email'>) });
    }, { services }),
    ...declaredHandlers(E.themeSettings, () => HttpResponse.json(DEFAULT_THEME_SETTINGS), { services }),
    // The profile page's authenticator card: none enrolled yet.
    ...declaredHandlers(SCA_ENDPOINTS.status, () => HttpResponse.json({ enrolled: false, lockedUntil: null, recoveryCodesLeft: 0 }), { services }),
    ...declaredHandlers(USER_ENDPOINTS.keepAlive, () => new HttpResponse(null, { status: 204 }), { services }),
    ...notificationHandlers(createNotificationStore(), services),
  ];
}
