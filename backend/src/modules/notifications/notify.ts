import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { generatedReports, notifications } from '../../db/schema';
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES } from '../../lib/contracts';

export interface NewNotification {
  title: string;
  description: string;
  notificationType: string;
  objectUrl?: string | null;
  useRouter?: boolean;
}

/** Creates one notification per recipient (duplicates in userIds get one). */
export async function notifyUsers(db: Db, userIds: string[], n: NewNotification): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await db.insert(notifications).values(recipients.map((userId) => ({
    id: randomUUID(),
    userId,
    title: n.title,
    description: n.description,
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
  file: { fileName: string; contentType: string; content: string; title: string },
): Promise<void> {
  const id = randomUUID();
  await db.insert(generatedReports).values({ id, userId, fileName: file.fileName, contentType: file.contentType, content: file.content });
  await notifyUsers(db, [userId], {
    title: file.title,
    description: file.fileName,
    notificationType: NOTIFICATION_TYPES.reportGenerated,
    objectUrl: reportDownloadPath(id),
    useRouter: false,
  });
}
