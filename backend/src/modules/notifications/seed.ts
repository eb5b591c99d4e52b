import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generatedReports, notifications, users } from '../../db/schema';
import { SEED_USERS } from '../../db/seed-data';
import { stableId } from '../../lib/ids';
import { NOTIFICATION_TYPES } from '../../lib/contracts';
import { reportDownloadPath } from './notify';

const HOUR = 3_600_000;

interface SeedNotification {
  key: string;
  type: string;
  title: string;
  description: string;
  objectUrl: string | null;
  useRouter: boolean;
  hoursAgo: number;
  isRead: boolean;
  report?: { fileName: string; content: string };
}

const T = NOTIFICATION_TYPES;
const TRANSACTION_LOOKUP = '/merchant/transaction-management/transaction-lookup';
const TASKS = '/crm/crm/tasks';

/** A generated csv report: the notification downloads it (its description is the file name). */
interface CsvReport { csv: string }

/** key, type, hours ago, read, title, description, and what it opens: an in-app path (router) or a csv report. */
type SeedRow = readonly [key: string, type: string, hoursAgo: number, isRead: boolean, title: string, description: string, opens: string | CsvReport];

/** Two of every type per demo account, newest first; the ReportGenerated ones carry real csv files. */
const ROWS: readonly SeedRow[] = [
  ['report-1', T.reportGenerated, 1, false, 'Your report <b>Transactions summary</b> is ready', 'transactions-summary.csv',
    { csv: 'Date,Currency,Count,Amount\n2024-05-01,EUR,42,1234.50\n2024-05-02,EUR,37,987.10\n' }],
  ['velocity-1', T.transactionVelocityAlert, 3, false, 'Transaction velocity alert', 'More than <b>50</b> transactions in 10 minutes from one card.', TRANSACTION_LOOKUP],
  ['task-1', T.task, 6, false, 'New task assigned', 'Upload the signed agreement by Friday.', TASKS],
  ['proposal-1', T.proposal, 12, false, 'Proposal sent', 'A new pricing proposal is waiting for your review.', '/boarding/proposal'],
  ['agreement-1', T.agreement, 20, true, 'Agreement ready to sign', 'Your merchant agreement is ready.', '/boarding/agreement'],
  ['precheck-1', T.preCheckForm, 26, false, 'Pre-check form submitted', 'The pre-check form was submitted for review.', '/boarding/precheckform'],
  ['boarding-1', T.boardingDocuments, 30, true, 'Boarding documents requested', 'Please upload a recent <i>bank statement</i>.', '/boarding/documents'],
  ['report-2', T.reportGenerated, 48, true, 'Your report <b>Declined transactions</b> is ready', 'declined-transactions.csv',
    { csv: 'Date,Reason,Count\n2024-05-01,Insufficient funds,12\n2024-05-01,Do not honour,4\n' }],
  ['velocity-2', T.transactionVelocityAlert, 72, true, 'Refund velocity alert', 'Refunds doubled compared with last week.', TRANSACTION_LOOKUP],
  ['task-2', T.task, 96, true, 'Task due tomorrow', 'Review the chargeback for order 1042.', TASKS],
  ['proposal-2', T.proposal, 120, true, 'Proposal accepted', 'The proposal was accepted.', '/boarding/proposal'],
  ['agreement-2', T.agreement, 150, true, 'Agreement signed', 'Both parties signed the agreement.', '/boarding/agreement'],
  ['precheck-2', T.preCheckForm, 200, true, 'Pre-check form approved', 'Your pre-check form was approved.', '/boarding/precheckform'],
  ['boarding-2', T.boardingDocuments, 300, true, 'Boarding documents accepted', 'All documents were accepted.', '/boarding/documents'],
];

/** One row as a notification: a path opens through the router; a report gets its download URL when seeded. */
function seedNotification([key, type, hoursAgo, isRead, title, description, opens]: SeedRow): SeedNotification {
  const common = { key, type, hoursAgo, isRead, title, description };
  return typeof opens === 'string'
    ? { ...common, objectUrl: opens, useRouter: true }
    : { ...common, objectUrl: null, useRouter: false, report: { fileName: description, content: opens.csv } };
}

const SEED: readonly SeedNotification[] = ROWS.map(seedNotification);

export const seedNotificationId = (email: string, key: string) => stableId(`notification:${email}:${key}`);
export const seedReportId = (email: string, key: string) => stableId(`generated-report:${email}:${key}`);

/**
 * Demo notifications for every demo account. Deterministic ids; idempotent: an account whose first seed
 * report still exists is left alone, so notifications a user deleted do not come back on restart (they
 * come back, with fresh times, once the 30-day purge has removed that account's seed report).
 */
export async function seedNotifications(db: Db, now: Date = new Date()): Promise<void> {
  for (const user of SEED_USERS) {
    const userId = stableId(`user:${user.email}`);
    const [marker] = await db.select({ id: generatedReports.id }).from(generatedReports)
      .where(eq(generatedReports.id, seedReportId(user.email, 'report-1')));
    if (marker) continue;
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!exists) continue;
    await db.transaction(async (tx) => {
      for (const n of SEED) {
        const created = new Date(now.getTime() - n.hoursAgo * HOUR);
        let objectUrl = n.objectUrl;
        if (n.report) {
          const reportId = seedReportId(user.email, n.key);
          await tx.insert(generatedReports).values({ id: reportId, userId, fileName: n.report.fileName, contentType: 'text/csv', content: n.report.content, created })
            .onConflictDoNothing();
          objectUrl = reportDownloadPath(reportId);
        }
        await tx.insert(notifications).values({
          id: seedNotificationId(user.email, n.key), userId, title: n.title, description: n.description,
          notificationType: n.type, objectUrl, useRouter: n.useRouter, isRead: n.isRead, created,
        }).onConflictDoNothing();
      }
    });
  }
}
