import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tenants, userEvents, userNotes, users } from '../../db/schema';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@portal/contracts';
import type { ProfileSettingsUpdate, QuickPanelEvent, QuickPanelNote, QuickSettings, ThemeSettingsUpdate } from '@portal/contracts';
import { DEFAULT_QUICK_SETTINGS } from '@portal/contracts';

export async function updateProfile(db: Db, userId: string, p: ProfileSettingsUpdate): Promise<void> {
  await db.update(users).set({ ...p, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** '#09d0bd' -> '9, 208, 189' (the theme's buttonsLinkColorRGB). */
export function hexToRgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].join(', ');
}

export async function saveThemeSettings(db: Db, tenantId: string, update: ThemeSettingsUpdate): Promise<ThemeSettings> {
  const theme: ThemeSettings = { ...DEFAULT_THEME_SETTINGS, ...update, buttonsLinkColorRGB: hexToRgb(update.buttonsLinkColor) };
  await db.update(tenants).set({ themeSettings: theme }).where(eq(tenants.id, tenantId));
  return theme;
}

const noteOut = (row: typeof userNotes.$inferSelect): QuickPanelNote => ({
  id: row.id, text: row.text, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
});
const eventOut = (row: typeof userEvents.$inferSelect): QuickPanelEvent => ({ id: row.id, title: row.title, startsAt: row.startsAt.toISOString() });

export async function listNotes(db: Db, userId: string): Promise<QuickPanelNote[]> {
  const rows = await db.select().from(userNotes).where(eq(userNotes.userId, userId)).orderBy(desc(userNotes.createdAt));
  return rows.map(noteOut);
}

export async function addNote(db: Db, userId: string, text: string): Promise<QuickPanelNote> {
  const [row] = await db.insert(userNotes).values({ id: randomUUID(), userId, text }).returning();
  return noteOut(row!);
}

export async function updateNote(db: Db, userId: string, id: string, text: string): Promise<QuickPanelNote | undefined> {
  const [row] = await db.update(userNotes).set({ text, updatedAt: new Date() })
    .where(and(eq(userNotes.id, id), eq(userNotes.userId, userId))).returning();
  return row ? noteOut(row) : undefined;
}

export async function deleteNote(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(userNotes).where(and(eq(userNotes.id, id), eq(userNotes.userId, userId))).returning({ id: userNotes.id });
  return rows.length > 0;
}

/** Events in [from, to) when given, else all, soonest first. */
export async function listEvents(db: Db, userId: string, range?: { from: Date; to: Date }): Promise<QuickPanelEvent[]> {
  const where = range
    ? and(eq(userEvents.userId, userId), gte(userEvents.startsAt, range.from), lt(userEvents.startsAt, range.to))
    : eq(userEvents.userId, userId);
  const rows = await db.select().from(userEvents).where(where).orderBy(asc(userEvents.startsAt));
  return rows.map(eventOut);
}

export async function addEvent(db: Db, userId: string, title: string, startsAt: Date): Promise<QuickPanelEvent> {
  const [row] = await db.insert(userEvents).values({ id: randomUUID(), userId, title, startsAt }).returning();
  return eventOut(row!);
}

export async function deleteEvent(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(userEvents).where(and(eq(userEvents.id, id), eq(userEvents.userId, userId))).returning({ id: userEvents.id });
  return rows.length > 0;
}

/** The quick settings inside users.preferences (other preference keys are kept). */
export function quickSettingsOf(preferences: Record<string, unknown>): QuickSettings {
  const saved = (preferences.quickSettings ?? {}) as Partial<QuickSettings>;
  return { ...DEFAULT_QUICK_SETTINGS, ...saved };
}

export async function saveQuickSettings(db: Db, userId: string, current: Record<string, unknown>, update: Partial<QuickSettings>): Promise<QuickSettings> {
  const quickSettings = { ...quickSettingsOf(current), ...update };
  await db.update(users).set({ preferences: { ...current, quickSettings }, updatedAt: new Date() }).where(eq(users.id, userId));
  return quickSettings;
}
