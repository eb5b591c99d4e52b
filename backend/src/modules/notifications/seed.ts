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

/** Two of every type per demo account, newest first; the ReportGenerated ones carry real csv files. */
const SEED: SeedNotification[] = [
  { key: 'report-1', type: T.reportGenerated, title: 'Your report <b>Transactions summary</b> is ready', description: 'transactions-summary.csv',
    objectUrl: null, useRouter: false, hoursAgo: 1, isRead: false,
    report: { fileName: 'transactions-summary.csv', content: 'Date,Currency,Count,Amount\n2024-05-01,EUR,42,1234.50\n2024-05-02,EUR,37,987.10\n' } },
  { key: 'velocity-1', type: T.transactionVelocityAlert, title: 'Transaction velocity alert', description: 'More than <b>50</b> transactions in 10 minutes from one card.',
    objectUrl: '/merchant/transaction-management/transaction-lookup', useRouter: true, hoursAgo: 3, isRead: false },
  { key: 'task-1', type: T.task, title: 'New task assigned', description: 'Upload the signed agreement by Friday.',
    objectUrl: '/crm/crm/tasks', useRouter: true, hoursAgo: 6, isRead: false },
  { key: 'proposal-1', type: T.proposal, title: 'Proposal sent', description: 'A new pricing proposal is waiting for your review.',
    objectUrl: '/boarding/proposal', useRouter: true, hoursAgo: 12, isRead: false },
  { key: 'agreement-1', type: T.agreement, title: 'Agreement ready to sign', description: 'Your merchant agreement is ready.',
    objectUrl: '/boarding/agreement', useRouter: true, hoursAgo: 20, isRead: true },
  { key: 'precheck-1', type: T.preCheckForm, title: 'Pre-check form submitted', description: 'The pre-check form was submitted for review.',
    objectUrl: '/boarding/precheckform', useRouter: true, hoursAgo: 26, isRead: false },
  { key: 'boarding-1', type: T.boardingDocuments, title: 'Boarding documents requested', description: 'Please upload a recent <i>bank statement</i>.',
    objectUrl: '/boarding/documents', useRouter: true, hoursAgo: 30, isRead: true },
  { key: 'report-2', type: T.reportGenerated, title: 'Your report <b>Declined transactions</b> is ready', description: 'declined-transactions.csv',
    objectUrl: null, useRouter: false, hoursAgo: 48, isRead: true,
    report: { fileName: 'declined-transactions.csv', content: 'Date,Reason,Count\n2024-05-01,Insufficient funds,12\n2024-05-01,Do not honour,4\n' } },
  { key: 'velocity-2', type: T.transactionVelocityAlert, title: 'Refund velocity alert', description: 'Refunds doubled compared with last week.',
    objectUrl: '/merchant/transaction-management/transaction-lookup', useRouter: true, hoursAgo: 72, isRead: true },
  { key: 'task-2', type: T.task, title: 'Task due tomorrow', description: 'Review the chargeback for order 1042.',
    objectUrl: '/crm/crm/tasks', useRouter: true, hoursAgo: 96, isRead: true },
  { key: 'proposal-2', type: T.proposal, title: 'Proposal accepted', description: 'The proposal was accepted.',
    objectUrl: '/boarding/proposal', useRouter: true, hoursAgo: 120, isRead: true },
  { key: 'agreement-2', type: T.agreement, title: 'Agreement signed', description: 'Both parties signed the agreement.',
    objectUrl: '/boarding/agreement', useRouter: true, hoursAgo: 150, isRead: true },
  { key: 'precheck-2', type: T.preCheckForm, title: 'Pre-check form approved', description: 'Your pre-check form was approved.',
    objectUrl: '/boarding/precheckform', useRouter: true, hoursAgo: 200, isRead: true },
  { key: 'boarding-2', type: T.boardingDocuments, title: 'Boarding documents accepted', description: 'All documents were accepted.',
    objectUrl: '/boarding/documents', useRouter: true, hoursAgo: 300, isRead: true },
];

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
