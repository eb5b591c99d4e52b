import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../../db/client';
import { eq } from 'drizzle-orm';
import { generatedReportParts, generatedReports, notifications } from '../../db/schema';
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES } from '@portal/contracts';
import { renderNotificationText, type KeyedText } from './texts';

/** A notification's text: a catalogue key with parameters (ADR 0042), or fixed rich text (test route only). */
export type NotificationText = { text: KeyedText } | { title: string; description: string };

export type NewNotification = NotificationText & {
  notificationType: string;
  objectUrl?: string | null;
  useRouter?: boolean;
};

/** The stored columns of a text: keyed texts keep their English rendering too (read by older builds). */
function storedText(n: NotificationText) {
  if (!('text' in n)) return { title: n.title, description: n.description, textKey: null, textParams: null };
  const en = renderNotificationText(n.text.key, n.text.params, 'en')!;
  return { ...en, textKey: n.text.key, textParams: n.text.params };
}

/** Creates one notification per recipient (duplicates in userIds get one). */
export async function notifyUsers(db: Pick<Queryable, 'insert'>, userIds: string[], n: NewNotification): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  const text = storedText(n);
  await db.insert(notifications).values(recipients.map((userId) => ({
    id: randomUUID(),
    userId,
    ...text,
    notificationType: n.notificationType,
    objectUrl: n.objectUrl ?? null,
    useRouter: n.useRouter ?? true,
  })));
}

/** A notification type outside the spec's known ones: the panel shows it with the generic bell (P1 §7). */
export const REPORT_FAILED_TYPE = 'ReportFailed';

/** Tells a user that a file they wait for will not come (its background job gave up): no download. */
export async function notifyReportFailed(db: Db, userId: string, text: KeyedText): Promise<void> {
  await notifyUsers(db, [userId], { text, notificationType: REPORT_FAILED_TYPE });
}

/** Relative portal path that downloads a generated report (owner only). */
export const reportDownloadPath = (reportId: string): string => NOTIFICATION_PATHS.reportDownload(reportId);

/** Characters per stored piece of a large file: about 1-4 MB, one piece in memory at a time. */
export const REPORT_PART_CHARS = 1_000_000;

/** Stores a streamed file in pieces of about REPORT_PART_CHARS; answers how many. */
async function storeParts(db: Db, reportId: string, content: AsyncIterable<string>): Promise<number> {
  let part = 0;
  let pending: string[] = [];
  let size = 0;
  const flush = async () => {
    if (size === 0) return;
    await db.insert(generatedReportParts).values({ reportId, part, content: pending.join('') });
    part += 1;
    pending = [];
    size = 0;
  };
  for await (const text of content) {
    pending.push(text);
    size += text.length;
    if (size >= REPORT_PART_CHARS) await flush();
  }
  await flush();
  return part;
}

/**
 * Stores a finished export and tells its owner with a ReportGenerated notification that downloads it. A
 * `content` that is an async iterable (a background export) is stored piece by piece, so the file never sits
 * in memory whole; its text may be a function, read once the content is stored (a row count). The
 * notification comes only when the file is complete; a failure while writing leaves nothing behind.
 */
export async function notifyReportGenerated(
  db: Db,
  userId: string,
  file: { fileName: string; contentType: string; content: string | AsyncIterable<string> } & ({ title: string } | { text: KeyedText | (() => KeyedText) }),
): Promise<string> {
  const id = randomUUID();
  const { fileName, contentType, content } = file;
  if (typeof content === 'string') {
    await db.insert(generatedReports).values({ id, userId, fileName, contentType, content });
  } else {
    await db.insert(generatedReports).values({ id, userId, fileName, contentType, content: '' });
    try {
      const parts = await storeParts(db, id, content);
      await db.update(generatedReports).set({ parts }).where(eq(generatedReports.id, id));
    } catch (err) {
      await db.delete(generatedReports).where(eq(generatedReports.id, id));
      throw err;
    }
  }
  const text = 'text' in file ? { text: typeof file.text === 'function' ? file.text() : file.text } : { title: file.title, description: file.fileName };
  await notifyUsers(db, [userId], {
    ...text,
    notificationType: NOTIFICATION_TYPES.reportGenerated,
    objectUrl: reportDownloadPath(id),
    useRouter: false,
  });
  return id;
}
