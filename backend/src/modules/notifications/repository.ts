import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import { pagedQuery } from '../../lib/paged-query';
import type { Db } from '../../db/client';
import { generatedReportParts, generatedReports, notifications } from '../../db/schema';
import { NOTIFICATION_LIMITS, type Notification } from '@portal/contracts';
import { renderNotificationText, type NotificationLanguage } from './texts';

type NotificationRow = typeof notifications.$inferSelect;

const DAY_MS = 86_400_000;
/** Newest-first lists answer at most this many rows for a latest-since call (a client far behind reloads). */
export const LATEST_LIMIT = 100;

/** A row as the API answers it; a keyed text is rendered in the reader's language (ADR 0042). */
export function toNotification(row: NotificationRow, language: NotificationLanguage = 'en'): Notification {
  const text = (row.textKey && renderNotificationText(row.textKey, row.textParams ?? {}, language))
    || { title: row.title, description: row.description };
  return {
    id: row.id, ...text, image: row.image, icon: row.icon,
    created: row.created.toISOString(), isRead: row.isRead, objectUrl: row.objectUrl,
    notificationType: row.notificationType, useRouter: row.useRouter,
  };
}

/** The oldest moment a notification may have been created and still be kept (30 days). */
export const keptSince = (now: Date): Date => new Date(now.getTime() - NOTIFICATION_LIMITS.keptDays * DAY_MS);

/** Deletes notifications (and generated report files) older than 30 days; returns how many notifications went. */
export async function purgeOldNotifications(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = keptSince(now);
  const gone = await db.delete(notifications).where(lt(notifications.created, cutoff)).returning({ id: notifications.id });
  await db.delete(generatedReports).where(lt(generatedReports.created, cutoff));
  return gone.length;
}

const mine = (userId: string) => eq(notifications.userId, userId);
const newestFirst = [desc(notifications.created), desc(notifications.id)];

export const notificationRepo = {
  async unreadCount(db: Db, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(notifications).where(and(mine(userId), eq(notifications.isRead, false)));
    return row?.n ?? 0;
  },

  async page(db: Db, userId: string, pageIndex: number, pageSize: number, language?: NotificationLanguage): Promise<Notification[]> {
    const { rows } = await pagedQuery({
      db, select: db.select().from(notifications).$dynamic(), countFrom: notifications, where: mine(userId),
      order: [{ column: notifications.created, direction: 'desc' }, { column: notifications.id, direction: 'desc' }],
      page: { pageIndex, pageSize }, count: false,
    });
    return rows.map((row) => toNotification(row, language));
  },

  async since(db: Db, userId: string, since: Date, language?: NotificationLanguage): Promise<Notification[]> {
    const rows = await db.select().from(notifications).where(and(mine(userId),
      // Clients hold times to the millisecond; PostgreSQL keeps microseconds, so compare at the client's precision.
      sql`date_trunc('milliseconds', ${notifications.created}) > ${since.toISOString()}`))
      .orderBy(...newestFirst).limit(LATEST_LIMIT);
    return rows.map((row) => toNotification(row, language));
  },

  async one(db: Db, userId: string, id: string, language?: NotificationLanguage): Promise<Notification | undefined> {
    const [row] = await db.select().from(notifications).where(and(mine(userId), eq(notifications.id, id)));
    return row ? toNotification(row, language) : undefined;
  },

  async markAllRead(db: Db, userId: string): Promise<void> {
    await db.update(notifications).set({ isRead: true }).where(and(mine(userId), eq(notifications.isRead, false)));
  },

  /** False when the user has no such notification. */
  async markRead(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db.update(notifications).set({ isRead: true })
      .where(and(mine(userId), eq(notifications.id, id))).returning({ id: notifications.id });
    return rows.length > 0;
  },

  async deleteAll(db: Db, userId: string): Promise<void> {
    await db.delete(notifications).where(mine(userId));
  },

  async deleteOne(db: Db, userId: string, id: string): Promise<boolean> {
    const rows = await db.delete(notifications).where(and(mine(userId), eq(notifications.id, id))).returning({ id: notifications.id });
    return rows.length > 0;
  },

  async report(db: Db, userId: string, id: string) {
    const [row] = await db.select().from(generatedReports).where(and(eq(generatedReports.userId, userId), eq(generatedReports.id, id)));
    return row;
  },

  /** A file stored in pieces, read one piece per query (a download of any size holds one piece). */
  async *reportParts(db: Db, reportId: string, parts: number): AsyncGenerator<string> {
    for (let part = 0; part < parts; part++) {
      const [row] = await db.select({ content: generatedReportParts.content }).from(generatedReportParts)
        .where(and(eq(generatedReportParts.reportId, reportId), eq(generatedReportParts.part, part)));
      if (!row) throw new Error(`report ${reportId} lacks part ${part}`);
      yield row.content;
    }
  },
};
