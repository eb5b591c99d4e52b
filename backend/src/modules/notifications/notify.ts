import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { generatedReports, notifications } from '../../db/schema';
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES } from '../../lib/contracts';
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
export async function notifyUsers(db: Db, userIds: string[], n: NewNotification): Promise<void> {
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

/** Relative portal path that downloads a generated report (owner only). */
export const reportDownloadPath = (reportId: string): string => NOTIFICATION_PATHS.reportDownload(reportId);

/** Stores a finished export and tells its owner with a ReportGenerated notification that downloads it. */
export async function notifyReportGenerated(
  db: Db,
  userId: string,
  file: { fileName: string; contentType: string; content: string } & ({ title: string } | { text: KeyedText }),
): Promise<void> {
  const id = randomUUID();
  await db.insert(generatedReports).values({ id, userId, fileName: file.fileName, contentType: file.contentType, content: file.content });
  await notifyUsers(db, [userId], {
    ...('text' in file ? { text: file.text } : { title: file.title, description: file.fileName }),
    notificationType: NOTIFICATION_TYPES.reportGenerated,
    objectUrl: reportDownloadPath(id),
    useRouter: false,
  });
}
