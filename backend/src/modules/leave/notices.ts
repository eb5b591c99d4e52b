import { and, arrayContains, eq, isNull, notInArray } from 'drizzle-orm';
import { APPROVAL_NOTIFICATION_TYPES as TYPES, PERMISSIONS } from '@portal/contracts';
import type { Queryable } from '../../db/client';
import { roles, users } from '../../db/schema';
import { notifyUsers } from '../notifications/notify';
import { portalDay } from '../../lib/portal-day';

/** Where leave is requested and decided. */
export const LEAVES_PAGE = '/crm/leave-management/leaves';

type Q = Pick<Queryable, 'select' | 'insert'>;

/** A request as its notices name it. */
export interface LeaveNotice {
  employeeId: string;
  employeeName: string;
  requestedBy: string;
  requestedByName: string;
  startDay: string;
  endDay: string;
  days: number;
  reason: string;
}

/** 1.5 days as the portal writes numbers in every language (comma decimal). */
const portalDays = (days: number) => String(days).replace('.', ',');

/**
 * A new request waits: every colleague who may decide it is told (active platform staff with leave management,
 * never the employee or whoever asked; ADR 0084). Written in the request's own transaction.
 */
export async function tellLeaveDeciders(q: Q, leave: LeaveNotice): Promise<void> {
  const rows = await q.select({ id: users.id }).from(users).innerJoin(roles, eq(roles.id, users.roleId)).where(and(
    eq(users.userType, 'platform'), eq(users.isActive, true), isNull(users.deletedAt), isNull(users.invitedAt),
    arrayContains(roles.permissions, [PERMISSIONS.platformLeaveManagementView]), notInArray(users.id, [leave.employeeId, leave.requestedBy]),
  ));
  await notifyUsers(q, rows.map((r) => r.id), {
    text: {
      key: 'leave.requestWaiting',
      params: {
        employee: leave.employeeName, requester: leave.requestedByName, days: portalDays(leave.days),
        from: portalDay(leave.startDay), to: portalDay(leave.endDay), reason: leave.reason.trim() || '-',
      },
    },
    notificationType: TYPES.waiting, objectUrl: LEAVES_PAGE,
  });
}

/** A request was decided: the employee and whoever asked for it are told (not the decider). */
export async function tellLeaveOutcome(q: Q, leave: LeaveNotice, outcome: { approved: boolean; deciderId: string; deciderName: string; note: string | null }): Promise<void> {
  const recipients = [leave.employeeId, leave.requestedBy].filter((id) => id !== outcome.deciderId);
  await notifyUsers(q, recipients, {
    text: {
      key: outcome.approved ? 'leave.approved' : 'leave.rejected',
      params: {
        employee: leave.employeeName, decider: outcome.deciderName, days: portalDays(leave.days),
        from: portalDay(leave.startDay), to: portalDay(leave.endDay), note: outcome.note?.trim() || '-',
      },
    },
    notificationType: TYPES.decided, objectUrl: LEAVES_PAGE,
  });
}
