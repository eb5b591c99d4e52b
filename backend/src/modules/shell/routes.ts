import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { badRequest, notFound } from '../../http/errors';
import { errorResponses, uuidParam } from '../../http/schemas';
import { allPermissions } from '../../db/demo-permissions';
import {
  DEFAULT_THEME_SETTINGS, HEX_COLOR_PATTERN, LAYOUT_NAMES, PROFILE_LIMITS, QUICK_PANEL_LIMITS, SHELL_PATHS,
  type ProfileSettingsUpdate, type QuickSettings, type ThemeSettingsUpdate,
} from '../../lib/contracts';
import { loadPrincipal } from '../users/repository';
import {
  addEvent, addNote, deleteEvent, deleteNote, listEvents, listNotes, quickSettingsOf, saveQuickSettings, saveThemeSettings,
  updateNote, updateProfile,
} from './repository';
import { isTimeZone, timeZones } from './time-zones';
import { isOneLine } from '../../lib/validation';

const tags = ['Shell'];
const LANGUAGES = ['en', 'tr'];
const name = { type: 'string', minLength: 1, maxLength: PROFILE_LIMITS.nameMaxLength } as const;
const color = { type: 'string', pattern: HEX_COLOR_PATTERN } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: uuidParam } } as const;
const profileSchema = {
  type: 'object',
  properties: { email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' }, timeZone: { type: 'string' }, language: { type: 'string' } },
} as const;
const noteSchema = { type: 'object', properties: { id: { type: 'string' }, text: { type: 'string' }, createdAt: { type: 'string' }, updatedAt: { type: 'string' } } } as const;
const eventSchema = { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string' }, startsAt: { type: 'string' } } } as const;
const quickSettingsSchema = {
  type: 'object',
  properties: { notificationsSound: { type: 'boolean' }, compactMenu: { type: 'boolean' }, showSeconds: { type: 'boolean' } },
} as const;
const themeSchema = { type: 'object', additionalProperties: true } as const;

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

  // The idle watch's keep-alive (every 15 s while the user is active, spec part 1 section 9). The API is
  // stateless: the answer tells the shell that the token and the account are still good (401/403 otherwise).
  apiRoute(app, deps, {
    method: 'GET', path: SHELL_PATHS.keepAlive, summary: 'Keep-alive of an active user', tags, status: 204,
    schema: { response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async () => undefined,
  });

  apiRoute(app, deps, {
    method: 'GET', path: SHELL_PATHS.profileSettings, summary: 'The caller\'s own profile settings', tags,
    schema: { response: { 200: profileSchema, ...errorResponses } },
    handler: async ({ principal: { user } }) => ({
      email: user.email, firstName: user.firstName, lastName: user.lastName, timeZone: user.timeZone, language: user.language,
    }),
  });

  apiRoute<unknown, unknown, ProfileSettingsUpdate>(app, deps, {
    method: 'PUT', path: SHELL_PATHS.profileSettings, summary: 'Changes the caller\'s own name, time zone and language', tags,
    schema: {
      body: {
        type: 'object', required: ['firstName', 'lastName', 'timeZone', 'language'], additionalProperties: false,
        properties: { firstName: name, lastName: name, timeZone: { type: 'string', minLength: 1 }, language: { type: 'string', enum: LANGUAGES } },
      },
      response: { 200: profileSchema, ...errorResponses },
    },
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

  apiRoute(app, deps, {
    method: 'GET', path: SHELL_PATHS.timeZones, summary: 'Time zones offered (those whose name has a slash)', tags,
    schema: { response: { 200: { type: 'array', items: { type: 'string' } }, ...errorResponses } },
    handler: async () => timeZones(),
  });

  apiRoute<unknown, unknown, ThemeSettingsUpdate>(app, deps, {
    method: 'PUT', path: SHELL_PATHS.tenantThemeSettings, summary: 'Sets the caller\'s tenant layout and colours', tags,
    access: { userTypes: ['crm'], anyPermission: settingsPermissions() },
    schema: {
      body: {
        type: 'object', additionalProperties: false,
        required: ['layoutName', 'sidebarBackgroundColor', 'headerBackgroundColor', 'mainBackgroundColor', 'primaryColor', 'textColor', 'buttonsLinkColor'],
        properties: {
          layoutName: { type: 'string', enum: [...LAYOUT_NAMES] }, sidebarBackgroundColor: color, headerBackgroundColor: color,
          mainBackgroundColor: color, primaryColor: color, textColor: color, buttonsLinkColor: color,
        },
      },
      response: { 200: themeSchema, ...errorResponses },
    },
    handler: async ({ principal, body }) => {
      if (!principal.tenant) throw badRequest('Your account does not belong to a tenant');
      return saveThemeSettings(db, principal.tenant.id, body);
    },
  });

  apiRoute(app, deps, {
    method: 'GET', path: SHELL_PATHS.tenantThemeSettings, summary: 'The caller\'s tenant layout and colours', tags,
    access: { userTypes: ['crm'], anyPermission: settingsPermissions() },
    schema: { response: { 200: themeSchema, ...errorResponses } },
    handler: async ({ principal }) => {
      const fresh = await loadPrincipal(db, principal.user.id);
      return { ...DEFAULT_THEME_SETTINGS, ...(fresh?.tenant?.themeSettings ?? {}) };
    },
  });

  apiRoute(app, deps, {
    method: 'GET', path: SHELL_PATHS.quickSettings, summary: 'Quick panel settings toggles', tags,
    schema: { response: { 200: quickSettingsSchema, ...errorResponses } },
    handler: async ({ principal }) => quickSettingsOf(principal.user.preferences),
  });

  apiRoute<unknown, unknown, Partial<QuickSettings>>(app, deps, {
    method: 'PUT', path: SHELL_PATHS.quickSettings, summary: 'Changes quick panel settings toggles', tags,
    schema: { body: { ...quickSettingsSchema, additionalProperties: false }, response: { 200: quickSettingsSchema, ...errorResponses } },
    handler: async ({ principal, body }) => saveQuickSettings(db, principal.user.id, principal.user.preferences, body),
  });

  apiRoute(app, deps, {
    method: 'GET', path: SHELL_PATHS.notes, summary: 'The caller\'s quick panel notes, newest first', tags,
    schema: { response: { 200: { type: 'array', items: noteSchema }, ...errorResponses } },
    handler: ({ principal }) => listNotes(db, principal.user.id),
  });

  const noteBody = {
    type: 'object', required: ['text'], additionalProperties: false,
    properties: { text: { type: 'string', minLength: 1, maxLength: QUICK_PANEL_LIMITS.noteMaxLength } },
  } as const;

  apiRoute<unknown, unknown, { text: string }>(app, deps, {
    method: 'POST', path: SHELL_PATHS.notes, summary: 'Adds a quick panel note', tags, status: 201,
    schema: { body: noteBody, response: { 201: noteSchema, ...errorResponses } },
    handler: ({ principal, body }) => addNote(db, principal.user.id, cleanName(body.text, 'Note')),
  });

  apiRoute<{ id: string }, unknown, { text: string }>(app, deps, {
    method: 'PUT', path: `${SHELL_PATHS.notes}/:id`, summary: 'Changes one of the caller\'s notes', tags,
    schema: { params: idParams, body: noteBody, response: { 200: noteSchema, ...errorResponses } },
    handler: async ({ principal, params, body }) => {
      const note = await updateNote(db, principal.user.id, params.id, cleanName(body.text, 'Note'));
      if (!note) throw notFound('Note not found');
      return note;
    },
  });

  apiRoute<{ id: string }>(app, deps, {
    method: 'DELETE', path: `${SHELL_PATHS.notes}/:id`, summary: 'Deletes one of the caller\'s notes', tags, status: 204,
    schema: { params: idParams, response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async ({ principal, params }) => {
      if (!(await deleteNote(db, principal.user.id, params.id))) throw notFound('Note not found');
    },
  });

  apiRoute<unknown, { from?: string; to?: string }>(app, deps, {
    method: 'GET', path: SHELL_PATHS.events, summary: 'The caller\'s quick panel events (from/to: ISO date-times), soonest first', tags,
    schema: {
      querystring: { type: 'object', properties: { from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } } },
      response: { 200: { type: 'array', items: eventSchema }, ...errorResponses },
    },
    handler: ({ principal, query }) => {
      const range = query.from && query.to ? { from: new Date(query.from), to: new Date(query.to) } : undefined;
      return listEvents(db, principal.user.id, range);
    },
  });

  apiRoute<unknown, unknown, { title: string; startsAt: string }>(app, deps, {
    method: 'POST', path: SHELL_PATHS.events, summary: 'Adds a quick panel event', tags, status: 201,
    schema: {
      body: {
        type: 'object', required: ['title', 'startsAt'], additionalProperties: false,
        properties: { title: { type: 'string', minLength: 1, maxLength: QUICK_PANEL_LIMITS.eventTitleMaxLength }, startsAt: { type: 'string', format: 'date-time' } },
      },
      response: { 201: eventSchema, ...errorResponses },
    },
    handler: ({ principal, body }) => addEvent(db, principal.user.id, cleanName(body.title, 'Title'), new Date(body.startsAt)),
  });

  apiRoute<{ id: string }>(app, deps, {
    method: 'DELETE', path: `${SHELL_PATHS.events}/:id`, summary: 'Deletes one of the caller\'s events', tags, status: 204,
    schema: { params: idParams, response: { 204: { type: 'null' }, ...errorResponses } },
    handler: async ({ principal, params }) => {
      if (!(await deleteEvent(db, principal.user.id, params.id))) throw notFound('Event not found');
    },
  });
}
