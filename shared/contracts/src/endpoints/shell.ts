import { defineEndpoint, typed, typedUnchecked } from '../endpoint/define-endpoint';
import { arrayOf, uuidSchema } from '../endpoint/common-schemas';
import { HEX_COLOR_PATTERN, LAYOUT_NAMES, PROFILE_LIMITS, QUICK_PANEL_LIMITS, SHELL_PATHS, type ProfileSettings, type QuickSettings } from '../shell';
import type { ThemeSettings } from '../user-context';

const tags = ['Shell'] as const;
const LANGUAGES = ['en', 'tr'] as const;
const name = { type: 'string', minLength: 1, maxLength: PROFILE_LIMITS.nameMaxLength } as const;
const color = { type: 'string', pattern: HEX_COLOR_PATTERN } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: uuidSchema } } as const;

export const profileSettingsSchema = typed<ProfileSettings>()({
  type: 'object',
  required: ['email', 'firstName', 'lastName', 'timeZone', 'language'],
  properties: { email: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' }, timeZone: { type: 'string' }, language: { type: 'string', enum: LANGUAGES } },
});
export const noteSchema = {
  type: 'object', required: ['id', 'text', 'createdAt', 'updatedAt'],
  properties: { id: { type: 'string' }, text: { type: 'string' }, createdAt: { type: 'string' }, updatedAt: { type: 'string' } },
} as const;
export const eventSchema = {
  type: 'object', required: ['id', 'title', 'startsAt'],
  properties: { id: { type: 'string' }, title: { type: 'string' }, startsAt: { type: 'string' } },
} as const;
const quickSettingsProperties = { notificationsSound: { type: 'boolean' }, compactMenu: { type: 'boolean' }, showSeconds: { type: 'boolean' } } as const;
export const quickSettingsSchema = typed<QuickSettings>()({
  type: 'object', required: ['notificationsSound', 'compactMenu', 'showSeconds'], properties: quickSettingsProperties,
});
// Unchecked: theme settings are stored and answered as the user saved them (any JSON object); the type is the portal's reading.
const themeSchema = typedUnchecked<ThemeSettings>()({ type: 'object', additionalProperties: true });
const noteBody = {
  type: 'object', required: ['text'], additionalProperties: false,
  properties: { text: { type: 'string', minLength: 1, maxLength: QUICK_PANEL_LIMITS.noteMaxLength } },
} as const;

/** Shell-owned calls (issue 3): profile settings, tenant theme, quick panel. */
export const SHELL_ENDPOINTS = {
  profileSettings: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.profileSettings, base: 'merchant', summary: 'The caller\'s own profile settings', tags,
    responses: { 200: profileSettingsSchema },
  }),
  updateProfileSettings: defineEndpoint({
    method: 'PUT', path: SHELL_PATHS.profileSettings, base: 'merchant', summary: 'Changes the caller\'s own name, time zone and language', tags,
    body: {
      type: 'object', required: ['firstName', 'lastName', 'timeZone', 'language'], additionalProperties: false,
      properties: { firstName: name, lastName: name, timeZone: { type: 'string', minLength: 1 }, language: { type: 'string', enum: LANGUAGES } },
    },
    responses: { 200: profileSettingsSchema },
  }),
  timeZones: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.timeZones, base: 'merchant', summary: 'Time zones offered (those whose name has a slash)', tags,
    responses: { 200: arrayOf({ type: 'string' }) },
  }),
  updateThemeSettings: defineEndpoint({
    method: 'PUT', path: SHELL_PATHS.tenantThemeSettings, base: 'merchant', summary: 'Sets the caller\'s tenant layout and colours', tags,
    body: {
      type: 'object', additionalProperties: false,
      required: ['layoutName', 'sidebarBackgroundColor', 'headerBackgroundColor', 'mainBackgroundColor', 'primaryColor', 'textColor', 'buttonsLinkColor'],
      properties: {
        layoutName: { type: 'string', enum: LAYOUT_NAMES }, sidebarBackgroundColor: color, headerBackgroundColor: color,
        mainBackgroundColor: color, primaryColor: color, textColor: color, buttonsLinkColor: color,
      },
    },
    responses: { 200: themeSchema },
  }),
  themeSettings: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.tenantThemeSettings, base: 'merchant', summary: 'The caller\'s tenant layout and colours', tags,
    responses: { 200: themeSchema },
  }),
  quickSettings: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.quickSettings, base: 'merchant', summary: 'Quick panel settings toggles', tags,
    responses: { 200: quickSettingsSchema },
  }),
  updateQuickSettings: defineEndpoint({
    method: 'PUT', path: SHELL_PATHS.quickSettings, base: 'merchant', summary: 'Changes quick panel settings toggles', tags,
    body: { type: 'object', properties: quickSettingsProperties, additionalProperties: false },
    responses: { 200: quickSettingsSchema },
  }),
  notes: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.notes, base: 'merchant', summary: 'The caller\'s quick panel notes, newest first', tags,
    responses: { 200: arrayOf(noteSchema) },
  }),
  addNote: defineEndpoint({
    method: 'POST', path: SHELL_PATHS.notes, base: 'merchant', summary: 'Adds a quick panel note', tags,
    body: noteBody, responses: { 201: noteSchema },
  }),
  updateNote: defineEndpoint({
    method: 'PUT', path: SHELL_PATHS.note(':id'), base: 'merchant', summary: 'Changes one of the caller\'s notes', tags,
    params: idParams, body: noteBody, responses: { 200: noteSchema },
  }),
  deleteNote: defineEndpoint({
    method: 'DELETE', path: SHELL_PATHS.note(':id'), base: 'merchant', summary: 'Deletes one of the caller\'s notes', tags,
    params: idParams, responses: { 204: null },
  }),
  events: defineEndpoint({
    method: 'GET', path: SHELL_PATHS.events, base: 'merchant', summary: 'The caller\'s quick panel events (from/to: ISO date-times), soonest first', tags,
    query: { type: 'object', properties: { from: { type: 'string', format: 'date-time' }, to: { type: 'string', format: 'date-time' } } },
    responses: { 200: arrayOf(eventSchema) },
  }),
  addEvent: defineEndpoint({
    method: 'POST', path: SHELL_PATHS.events, base: 'merchant', summary: 'Adds a quick panel event', tags,
    body: {
      type: 'object', required: ['title', 'startsAt'], additionalProperties: false,
      properties: { title: { type: 'string', minLength: 1, maxLength: QUICK_PANEL_LIMITS.eventTitleMaxLength }, startsAt: { type: 'string', format: 'date-time' } },
    },
    responses: { 201: eventSchema },
  }),
  deleteEvent: defineEndpoint({
    method: 'DELETE', path: SHELL_PATHS.event(':id'), base: 'merchant', summary: 'Deletes one of the caller\'s events', tags,
    params: idParams, responses: { 204: null },
  }),
} as const;
