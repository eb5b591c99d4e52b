import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { allPermissions } from '../../db/demo-permissions';
import { DEFAULT_THEME_SETTINGS, SHELL_ENDPOINTS } from '@portal/contracts';
import { loadPrincipal } from '../users/repository';
import {
  addEvent, addNote, deleteEvent, deleteNote, listEvents, listNotes, quickSettingsOf, saveQuickSettings, saveThemeSettings,
  updateNote, updateProfile,
} from './repository';
import { isTimeZone, timeZones } from './time-zones';
import { isOneLine } from '../../lib/validation';

/** Tenant staff holding any Settings.* permission may change the tenant's theme. */
const settingsPermissions = () => allPermissions().filter((p) => p.startsWith('Settings.'));

/** Trimmed, and not blank after trimming (a name of spaces is no name). */
function cleanName(value: string, label: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`${label} is required`);
  if (!isOneLine(trimmed)) throw badRequest(`${label} must be one line of text without control characters`);
  return trimmed;
}

export function shellRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  // The idle watch's keep-alive (users/me/ping) is USER_ENDPOINTS.keepAlive, registered by the users module.
  apiRoute(app, deps, SHELL_ENDPOINTS.profileSettings, {
    handler: async ({ principal: { user } }) => ({
      email: user.email, firstName: user.firstName, lastName: user.lastName, timeZone: user.timeZone, language: user.language,
    }),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.updateProfileSettings, {
    handler: async ({ principal, body }) => {
      const firstName = cleanName(body.firstName, 'First name');
      const lastName = cleanName(body.lastName, 'Last name');
      // A zone already stored (older accounts hold `UTC`, which the list of slashed names leaves out) may be kept:
      // saving the language alone must never fail on it (issue 16). A new choice must come from the list.
      if (body.timeZone !== principal.user.timeZone && !isTimeZone(body.timeZone)) throw badRequest(`Time zone "${body.timeZone}" is not in the list`);
      await updateProfile(db, principal.user.id, { firstName, lastName, timeZone: body.timeZone, language: body.language });
      return { email: principal.user.email, firstName, lastName, timeZone: body.timeZone, language: body.language };
    },
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.timeZones, {
    handler: async () => timeZones(),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.updateThemeSettings, {
    access: { userTypes: ['crm'], anyPermission: settingsPermissions() },
    handler: async ({ principal, body }) => {
      if (!principal.tenant) throw badRequest('Your account does not belong to a tenant');
      return saveThemeSettings(db, principal.tenant.id, body);
    },
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.themeSettings, {
    access: { userTypes: ['crm'], anyPermission: settingsPermissions() },
    handler: async ({ principal }) => {
      const fresh = await loadPrincipal(db, principal.user.id);
      return { ...DEFAULT_THEME_SETTINGS, ...(fresh?.tenant?.themeSettings ?? {}) };
    },
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.quickSettings, {
    handler: async ({ principal }) => quickSettingsOf(principal.user.preferences),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.updateQuickSettings, {
    handler: async ({ principal, body }) => saveQuickSettings(db, principal.user.id, principal.user.preferences, body),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.notes, {
    handler: ({ principal }) => listNotes(db, principal.user.id),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.addNote, {
    handler: ({ principal, body }) => addNote(db, principal.user.id, cleanName(body.text, 'Note')),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.updateNote, {
    handler: async ({ principal, params, body }) => {
      const note = await updateNote(db, principal.user.id, params.id, cleanName(body.text, 'Note'));
      if (!note) throw notFound('Note not found');
      return note;
    },
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.deleteNote, {
    handler: async ({ principal, params }) => {
      if (!(await deleteNote(db, principal.user.id, params.id))) throw notFound('Note not found');
    },
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.events, {
    handler: ({ principal, query }) => {
      const range = query.from && query.to ? { from: new Date(query.from), to: new Date(query.to) } : undefined;
      return listEvents(db, principal.user.id, range);
    },
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.addEvent, {
    handler: ({ principal, body }) => addEvent(db, principal.user.id, cleanName(body.title, 'Title'), new Date(body.startsAt)),
  });

  apiRoute(app, deps, SHELL_ENDPOINTS.deleteEvent, {
    handler: async ({ principal, params }) => {
      if (!(await deleteEvent(db, principal.user.id, params.id))) throw notFound('Event not found');
    },
  });
}
