import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generatedReports, notifications, users } from '../../db/schema';
import { SEED_USERS } from '../../db/seed-data';
import { stableId } from '../../lib/ids';
import { NOTIFICATION_TYPES } from '@portal/contracts';
import { reportDownloadPath } from './notify';
import { seedOfferLink } from '../crm-offers/seed';
import { seedBoardingNotice } from '../boarding/seed';
import { renderNotificationText, type KeyedText, type NotificationParams, type NotificationTextKey } from './texts';

const HOUR = 3_600_000;

interface SeedNotification {
  key: string;
  type: string;
  /** The text as a catalogue key with parameters (ADR 0042): read in the reader's language. */
  text: KeyedText;
  objectUrl: string | null;
  useRouter: boolean;
  hoursAgo: number;
  isRead: boolean;
  report?: { fileName: string; content: string };
}

const T = NOTIFICATION_TYPES;
const TRANSACTION_LOOKUP = '/merchant/transaction-management/transaction-lookup';
const TASKS = '/crm/tasks';

/** A generated csv report: the notification downloads it (its description is the file name). */
interface CsvReport { fileName: string; csv: string }

/** key, type, hours ago, read, text (key + parameters), and what it opens: an in-app path (router) or a csv report. */
type SeedRow = readonly [key: string, type: string, hoursAgo: number, isRead: boolean, text: KeyedText, opens: string | CsvReport];

const text = (key: NotificationTextKey, params: NotificationParams = {}): KeyedText => ({ key, params });

/** Two of every type per demo account, newest first; the ReportGenerated ones carry real csv files. */
const ROWS: readonly SeedRow[] = [
  ['report-1', T.reportGenerated, 1, false, text('demo.transactionsSummaryReady', { fileName: 'transactions-summary.csv' }),
    { fileName: 'transactions-summary.csv', csv: 'Date,Currency,Count,Amount\n2024-05-01,EUR,42,1234.50\n2024-05-02,EUR,37,987.10\n' }],
  ['velocity-1', T.transactionVelocityAlert, 3, false, text('demo.cardVelocityAlert', { count: '50', minutes: '10' }), TRANSACTION_LOOKUP],
  ['task-1', T.task, 6, false, text('demo.taskAssigned'), TASKS],
  ['proposal-1', T.proposal, 12, false, text('demo.proposalSent'), '/boarding/proposal'],
  ['agreement-1', T.agreement, 20, true, text('demo.agreementReady'), '/boarding/agreement'],
  ['precheck-1', T.preCheckForm, 26, false, text('demo.preCheckSubmitted'), '/boarding/precheckform'],
  ['boarding-1', T.boardingDocuments, 30, true, text('demo.boardingDocumentsRequested'), '/boarding/documents'],
  ['report-2', T.reportGenerated, 48, true, text('demo.declinedTransactionsReady', { fileName: 'declined-transactions.csv' }),
    { fileName: 'declined-transactions.csv', csv: 'Date,Reason,Count\n2024-05-01,Insufficient funds,12\n2024-05-01,Do not honour,4\n' }],
  ['velocity-2', T.transactionVelocityAlert, 72, true, text('demo.refundVelocityAlert'), TRANSACTION_LOOKUP],
  ['task-2', T.task, 96, true, text('demo.taskDueTomorrow', { order: '1042' }), TASKS],
  ['proposal-2', T.proposal, 120, true, text('demo.proposalAccepted'), '/boarding/proposal'],
  ['agreement-2', T.agreement, 150, true, text('demo.agreementSigned'), '/boarding/agreement'],
  ['precheck-2', T.preCheckForm, 200, true, text('demo.preCheckApproved'), '/boarding/precheckform'],
  ['boarding-2', T.boardingDocuments, 300, true, text('demo.boardingDocumentsAccepted'), '/boarding/documents'],
];

/** One row as a notification: a path opens through the router; a report gets its download URL when seeded. */
function seedNotification([key, type, hoursAgo, isRead, text, opens]: SeedRow): SeedNotification {
  const common = { key, type, hoursAgo, isRead, text };
  return typeof opens === 'string'
    ? { ...common, objectUrl: opens, useRouter: true }
    : { ...common, objectUrl: null, useRouter: false, report: { fileName: opens.fileName, content: opens.csv } };
}

const SEED: readonly SeedNotification[] = ROWS.map(seedNotification);

/** The stored columns of a seeded text: its key and parameters, and the English rendering (as notifyUsers stores). */
function storedSeedText(n: SeedNotification) {
  const en = renderNotificationText(n.text.key, n.text.params, 'en')!;
  return { title: en.title, description: en.description, textKey: n.text.key, textParams: n.text.params };
}

export const seedNotificationId = (email: string, key: string) => stableId(`notification:${email}:${key}`);
export const seedReportId = (email: string, key: string) => stableId(`generated-report:${email}:${key}`);

/**
 * Where a demo Task notification leads (ADR 0092): for tenant@, the seeded task it tells of (its drawer); for other
 * CRM users the tasks page; merchants and platform staff have no CRM tasks, so theirs open nothing.
 */
function taskLinkFor(user: (typeof SEED_USERS)[number], key: string): string | null {
  if (user.userType !== 'crm') return null;
  if (user.email !== 'tenant@demo.test') return TASKS;
  const index = key === 'task-1' ? 0 : 4;
  return `${TASKS}?open=${stableId(`crm-task:${stableId('tenant:acme')}:${index}`)}`;
}

/**
 * Demo notifications for every demo account. Deterministic ids; idempotent: an account whose first seed
 * report still exists is left alone, so notifications a user deleted do not come back on restart (they
 * come back, with fresh times, once the 30-day purge has removed that account's seed report).
 */
export async function seedNotifications(db: Db, now: Date = new Date()): Promise<void> {
  await keyOlderSeedRows(db);
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
        let objectUrl = n.type === T.task ? taskLinkFor(user, n.key) : n.objectUrl;
        // The newest Proposal / Agreement notification opens the account's demo offer (ADR 0094).
        if (n.key === 'proposal-1') objectUrl = seedOfferLink('proposal', user.email);
        if (n.key === 'agreement-1') objectUrl = seedOfferLink('agreement', user.email);
        // noprocessing@'s newest BoardingDocuments notification tells of its rejected document (ADR 0098).
        const boarding = n.key === 'boarding-1' ? seedBoardingNotice(user.email) : null;
        if (boarding) objectUrl = boarding.objectUrl;
        if (n.report) {
          const reportId = seedReportId(user.email, n.key);
          await tx.insert(generatedReports).values({ id: reportId, userId, fileName: n.report.fileName, contentType: 'text/csv', content: n.report.content, created })
            .onConflictDoNothing();
          objectUrl = reportDownloadPath(reportId);
        }
        await tx.insert(notifications).values({
          id: seedNotificationId(user.email, n.key), userId, ...storedSeedText(boarding ? { ...n, text: boarding.text } : n),
          notificationType: n.type, objectUrl, useRouter: n.useRouter, isRead: n.isRead, created,
        }).onConflictDoNothing();
      }
    });
  }
}

/**
 * Seed rows stored before they had keys (issue 16) get their key and parameters, so a Turkish reader
 * sees them in Turkish without a reseed; rows that already have a key are left alone.
 */
async function keyOlderSeedRows(db: Db): Promise<void> {
  for (const n of SEED) {
    const ids = SEED_USERS.map((user) => seedNotificationId(user.email, n.key));
    await db.update(notifications).set({ textKey: n.text.key, textParams: n.text.params })
      .where(and(inArray(notifications.id, ids), isNull(notifications.textKey)));
  }
}
