import type { FastifyInstance } from 'fastify';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyColumn } from 'drizzle-orm';
import Holidays from 'date-holidays';
import {
  LEAVE_EMPLOYEES, LEAVE_ENDPOINTS as E, LEAVE_LIMITS, LEAVE_REQUESTS, PERMISSIONS, PUBLIC_HOLIDAYS,
  type EndpointDeclaration, type LeaveKind, type LeaveStatus,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { countries, leaveEmployees, leaveRequests, publicHolidays, users } from '../../db/schema';
import { apiRoute, type Access } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { noteRowChange } from '../../http/audit-trail';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { isUuid, newId } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { tellLeaveDeciders, tellLeaveOutcome } from './notices';
import { countedDays, dayOf } from './working-days';

/** Leave is the platform's staff's (spec: "crm/leave-management (platform users)"; ADR 0084). */
const LEAVE_USERS: Access = { userTypes: ['platform'], anyPermission: [PERMISSIONS.platformLeaveManagementView] };
const EMPLOYEE_SETTINGS: Access = { userTypes: ['platform'], anyPermission: ['Settings.LeaveSettingsEmployees'] };
const HOLIDAY_SETTINGS: Access = { userTypes: ['platform'], anyPermission: ['Settings.LeaveSettingsHolidays'] };

const employee = alias(users, 'leave_employee');
const requester = alias(users, 'leave_requester');
const decider = alias(users, 'leave_decider');
const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn }) => sql<string>`trim(${u.firstName} || ' ' || ${u.lastName})`;

const requestColumns = {
  id: leaveRequests.id, employeeId: leaveRequests.employeeId, employeeName: nameOf(employee), kind: leaveRequests.kind,
  startDay: leaveRequests.startDay, endDay: leaveRequests.endDay, halfDayPart: leaveRequests.halfDayPart, hours: leaveRequests.hours,
  days: leaveRequests.days, reason: leaveRequests.reason, status: leaveRequests.status, requestedBy: leaveRequests.requestedBy,
  requestedByName: nameOf(requester), decidedByName: sql<string | null>`case when ${decider.id} is null then null else trim(${decider.firstName} || ' ' || ${decider.lastName}) end`,
  decidedAt: leaveRequests.decidedAt, decisionNote: leaveRequests.decisionNote, createdAt: leaveRequests.createdAt,
};
type RequestDbRow = { [K in keyof typeof requestColumns]: unknown };

const selectRequests = (db: Db) => db.select(requestColumns).from(leaveRequests)
  .innerJoin(employee, eq(employee.id, leaveRequests.employeeId))
  .innerJoin(requester, eq(requester.id, leaveRequests.requestedBy))
  .leftJoin(decider, eq(decider.id, leaveRequests.decidedBy));

const today = () => dayOf(new Date());

/** A row for the caller: whether they may decide (a second user, Pending) or cancel (theirs, not started). */
function toRequestRow(r: RequestDbRow, caller: Principal) {
  const status = r.status as LeaveStatus;
  const mine = r.employeeId === caller.user.id || r.requestedBy === caller.user.id;
  return {
    id: r.id as string, employeeId: r.employeeId as string, employeeName: r.employeeName as string, kind: r.kind as LeaveKind,
    startDay: r.startDay as string, endDay: r.endDay as string, halfDayPart: (r.halfDayPart as 'Morning' | 'Afternoon' | null) ?? null,
    hours: r.hours === null ? null : Number(r.hours), days: Number(r.days), reason: r.reason as string, status,
    requestedByName: r.requestedByName as string, decidedByName: (r.decidedByName as string | null) ?? null,
    decidedAt: r.decidedAt ? (r.decidedAt as Date).toISOString() : null, decisionNote: (r.decisionNote as string | null) ?? null,
    createdAt: (r.createdAt as Date).toISOString(),
    canDecide: status === 'Pending' && !mine,
    canCancel: mine && (status === 'Pending' || status === 'Approved') && (r.startDay as string) > today(),
  };
}

async function holidaysOf(db: Db, countryId: string, from: string, to: string): Promise<Set<string>> {
  const rows = await db.select({ day: publicHolidays.day }).from(publicHolidays)
    .where(and(eq(publicHolidays.countryId, countryId), gte(publicHolidays.day, from), lte(publicHolidays.day, to)));
  return new Set(rows.map((r) => r.day));
}

/** Each employee's year: allowance, approved and pending days (by the request's first day), what remains. */
async function balances(db: Db, year: number) {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const rows = await db.select({
    employeeId: leaveEmployees.userId, name: nameOf(users), countryId: leaveEmployees.countryId, allowance: leaveEmployees.annualAllowanceDays,
    taken: sql<number>`coalesce((select sum(r.days) from leave_requests r where r.employee_id = ${leaveEmployees.userId} and r.status = 'Approved' and r.start_day between ${from} and ${to}), 0)`,
    pending: sql<number>`coalesce((select sum(r.days) from leave_requests r where r.employee_id = ${leaveEmployees.userId} and r.status = 'Pending' and r.start_day between ${from} and ${to}), 0)`,
  }).from(leaveEmployees).innerJoin(users, eq(users.id, leaveEmployees.userId)).where(sql`${users.deletedAt} is null`).orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => {
    const allowance = Number(r.allowance);
    const taken = Number(r.taken);
    const pending = Number(r.pending);
    return { employeeId: r.employeeId, name: r.name, countryId: r.countryId, allowance, taken, pending, remaining: Math.round((allowance - taken - pending) * 100) / 100 };
  });
}

interface RequestBody { employeeId?: string; kind: LeaveKind; startDay: string; endDay?: string; halfDayPart?: 'Morning' | 'Afternoon'; hours?: number; reason?: string }

interface LooseContext { principal: Principal; params: Record<string, string>; body: Record<string, unknown> | null }
const registerRoute = apiRoute as unknown as (app: FastifyInstance, deps: ApiDeps, endpoint: EndpointDeclaration, options: { access?: Access; handler: (ctx: LooseContext) => Promise<unknown> }) => void;

/** The audit event's before and after of a decided or cancelled request (ADR 0081; leave is the platform's). */
function audited<T extends { id: string; canDecide: boolean; canCancel: boolean }>(before: T, after: T): T {
  // What the caller may do next is not the request's state.
  const state = ({ canDecide: _d, canCancel: _c, ...rest }: T) => rest;
  noteRowChange({ type: 'leave-request', id: before.id, tenantId: null, merchantId: null }, state(before), state(after));
  return after;
}

export function leaveRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  // ---- Employees ----
  const employeeSelect = (d: Db) => d.select({
    userId: leaveEmployees.userId, countryId: leaveEmployees.countryId, annualAllowanceDays: leaveEmployees.annualAllowanceDays,
    hoursPerDay: leaveEmployees.hoursPerDay, name: nameOf(users), email: users.email,
  }).from(leaveEmployees).innerJoin(users, eq(users.id, leaveEmployees.userId));
  const employeeRow = (r: { userId: string; countryId: string; annualAllowanceDays: number; hoursPerDay: number; name?: string; email?: string }) => ({
    id: r.userId, userId: r.userId, name: r.name ?? '', email: r.email ?? '', countryId: r.countryId,
    annualAllowanceDays: Number(r.annualAllowanceDays), hoursPerDay: Number(r.hoursPerDay),
  });
  listRoute(app, deps, LEAVE_EMPLOYEES, {
    access: { userTypes: ['platform'], anyPermission: ['Settings.LeaveSettingsEmployees', PERMISSIONS.platformLeaveManagementView] },
    select: (d) => employeeSelect(d).$dynamic(), countFrom: leaveEmployees,
    columns: { id: leaveEmployees.userId, name: nameOf(users) as never },
    toRow: (r: Parameters<typeof employeeRow>[0]) => employeeRow(r) as never,
  });
  const checkEmployee = async (userId: string, countryId: string) => {
    const [user] = await db.select({ userType: users.userType, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
    if (!user || user.deletedAt || user.userType !== 'platform') throw badRequest('Employee must be a platform user: leave is the platform staff\'s');
    const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    if (!country) throw badRequest(`Unknown country ${countryId}`);
  };
  const employeeById = async (userId: string) => {
    const [row] = isUuid(userId) ? await employeeSelect(db).where(eq(leaveEmployees.userId, userId)) : [];
    if (!row) throw notFound('Employee not found');
    return employeeRow(row);
  };
  const employeeEndpoints = LEAVE_EMPLOYEES.endpoints as unknown as Record<'create' | 'update' | 'remove', EndpointDeclaration>;
  type EmployeeBody = { userId: string; countryId: string; annualAllowanceDays: number; hoursPerDay: number };
  registerRoute(app, deps, employeeEndpoints.create, {
    access: EMPLOYEE_SETTINGS,
    handler: async ({ body }) => {
      const b = body as unknown as EmployeeBody;
      await checkEmployee(b.userId, b.countryId);
      const made = await db.insert(leaveEmployees).values(b).onConflictDoNothing().returning({ userId: leaveEmployees.userId });
      if (made.length === 0) throw new ApiError(409, 'This user is already an employee');
      return employeeById(b.userId);
    },
  });
  registerRoute(app, deps, employeeEndpoints.update, {
    access: EMPLOYEE_SETTINGS,
    handler: async ({ params, body }) => {
      const b = body as unknown as EmployeeBody;
      await employeeById(params.id!);
      if (b.userId !== params.id) throw badRequest('An employee\'s user cannot change: remove and add again');
      await checkEmployee(b.userId, b.countryId);
      await db.update(leaveEmployees).set({ countryId: b.countryId, annualAllowanceDays: b.annualAllowanceDays, hoursPerDay: b.hoursPerDay }).where(eq(leaveEmployees.userId, params.id!));
      return employeeById(params.id!);
    },
  });
  registerRoute(app, deps, employeeEndpoints.remove, {
    access: EMPLOYEE_SETTINGS,
    handler: async ({ params }) => {
      await employeeById(params.id!);
      const [used] = await db.select({ id: leaveRequests.id }).from(leaveRequests).where(eq(leaveRequests.employeeId, params.id!)).limit(1);
      if (used) throw new ApiError(409, 'This employee has leave requests: their history stays, so they cannot be removed');
      await db.delete(leaveEmployees).where(eq(leaveEmployees.userId, params.id!));
      return undefined;
    },
  });

  // ---- Public holidays ----
  listRoute(app, deps, PUBLIC_HOLIDAYS, {
    access: { userTypes: ['platform'], anyPermission: ['Settings.LeaveSettingsHolidays', PERMISSIONS.platformLeaveManagementView] },
    table: publicHolidays, columns: { id: publicHolidays.id, name: publicHolidays.name, day: publicHolidays.day, countryId: publicHolidays.countryId },
    toRow: (r: typeof publicHolidays.$inferSelect) => ({ id: r.id, countryId: r.countryId, day: r.day, name: r.name }) as never,
  });
  crudRoutes(app, deps, PUBLIC_HOLIDAYS, {
    access: HOLIDAY_SETTINGS, table: publicHolidays, columns: { id: publicHolidays.id },
    toRow: (r: typeof publicHolidays.$inferSelect) => ({ id: r.id, countryId: r.countryId, day: r.day, name: r.name }) as never,
    conflict: 'This country already has a holiday on that day',
    toValues: async (b: { countryId: string; day: string; name: string }) => {
      const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, b.countryId));
      if (!country) throw badRequest(`Unknown country ${b.countryId}`);
      return { countryId: b.countryId, day: b.day, name: b.name.trim() };
    },
  } as never);
  apiRoute(app, deps, E.importHolidays, {
    access: HOLIDAY_SETTINGS,
    handler: async ({ body }) => {
      const calendar = new Holidays();
      if (!calendar.getCountries()[body.countryId]) throw badRequest(`No public holidays are known for ${body.countryId}`);
      calendar.init(body.countryId);
      const found = calendar.getHolidays(body.year).filter((h) => h.type === 'public');
      const days = [...new Map(found.map((h) => [h.date.slice(0, 10), h.name])).entries()];
      const inserted = days.length === 0 ? [] : await db.insert(publicHolidays)
        .values(days.map(([day, name]) => ({ id: newId(), countryId: body.countryId, day, name })))
        .onConflictDoNothing().returning({ id: publicHolidays.id });
      return { added: inserted.length, kept: days.length - inserted.length };
    },
  });

  // ---- Requests ----
  listRoute(app, deps, LEAVE_REQUESTS, {
    access: LEAVE_USERS,
    select: (d) => selectRequests(d).$dynamic(), countFrom: leaveRequests,
    columns: { id: leaveRequests.id, status: leaveRequests.status, startDay: leaveRequests.startDay, createdAt: leaveRequests.createdAt },
    toRow: (r: RequestDbRow, call) => toRequestRow(r, call.principal) as never,
  });

  const requestById = async (id: string, caller: Principal) => {
    const [row] = isUuid(id) ? await selectRequests(db).where(eq(leaveRequests.id, id)) : [];
    if (!row) throw notFound('Leave request not found');
    return toRequestRow(row as RequestDbRow, caller);
  };

  registerRoute(app, deps, (LEAVE_REQUESTS.endpoints as unknown as Record<'create', EndpointDeclaration>).create, {
    access: LEAVE_USERS,
    handler: async ({ principal, body }) => {
      const b = body as unknown as RequestBody;
      const employeeId = b.employeeId ?? principal.user.id;
      const [staff] = await db.select({ countryId: leaveEmployees.countryId, allowance: leaveEmployees.annualAllowanceDays, hoursPerDay: leaveEmployees.hoursPerDay, name: nameOf(users) })
        .from(leaveEmployees).innerJoin(users, eq(users.id, leaveEmployees.userId)).where(eq(leaveEmployees.userId, employeeId));
      if (!staff) throw badRequest('This person is not set up for leave: add them under Settings > Leave settings > Employees first');
      const startDay = b.startDay;
      const endDay = b.kind === 'FullDays' ? (b.endDay ?? b.startDay) : b.startDay;
      if (endDay < startDay) throw badRequest('The last day is before the first day');
      if (b.kind === 'HalfDay' && !b.halfDayPart) throw badRequest('Choose the morning or the afternoon');
      if (b.kind === 'Hours' && !b.hours) throw badRequest('Give the hours');
      if (b.kind === 'Hours' && b.hours! > Number(staff.hoursPerDay)) throw badRequest(`At most ${Number(staff.hoursPerDay)} hours: a longer absence is a day`);
      if (b.kind === 'FullDays' && (Date.parse(endDay) - Date.parse(startDay)) / 86_400_000 + 1 > LEAVE_LIMITS.maxRequestDays) {
        throw badRequest(`One request covers at most ${LEAVE_LIMITS.maxRequestDays} days`);
      }
      const days = countedDays({
        kind: b.kind, startDay, endDay, hours: b.hours ?? null, hoursPerDay: Number(staff.hoursPerDay),
        holidays: await holidaysOf(db, staff.countryId, startDay, endDay),
      });
      if (days === 0) throw badRequest('These days are all weekends or public holidays: there is nothing to take');
      // Overlapping leave is refused, except a morning and an afternoon of the same day.
      const overlapping = await db.select({ startDay: leaveRequests.startDay, endDay: leaveRequests.endDay, kind: leaveRequests.kind, halfDayPart: leaveRequests.halfDayPart })
        .from(leaveRequests).where(and(eq(leaveRequests.employeeId, employeeId), inArray(leaveRequests.status, ['Pending', 'Approved']),
          lte(leaveRequests.startDay, endDay), gte(leaveRequests.endDay, startDay)));
      const clash = overlapping.find((o) => !(b.kind === 'HalfDay' && o.kind === 'HalfDay' && o.halfDayPart !== b.halfDayPart));
      if (clash) throw new ApiError(409, `Overlaps leave already requested from ${clash.startDay} to ${clash.endDay}`);
      const year = Number(startDay.slice(0, 4));
      const [balance] = (await balances(db, year)).filter((x) => x.employeeId === employeeId);
      const remaining = balance?.remaining ?? Number(staff.allowance);
      if (days > remaining) throw badRequest(`Not enough leave left in ${year}: ${remaining} days remaining, ${days} requested`);
      const id = newId();
      await db.insert(leaveRequests).values({
        id, employeeId, kind: b.kind, startDay, endDay, halfDayPart: b.kind === 'HalfDay' ? b.halfDayPart! : null, hours: b.kind === 'Hours' ? b.hours! : null,
        days, reason: (b.reason ?? '').trim(), status: 'Pending', requestedBy: principal.user.id,
      });
      const created = await requestById(id, principal);
      await tellLeaveDeciders(db, { ...created, requestedBy: principal.user.id });
      return created;
    },
  });

  apiRoute(app, deps, E.decide, {
    access: LEAVE_USERS,
    handler: async ({ principal, params, body }) => {
      const current = await requestById(params.id, principal);
      if (current.status !== 'Pending') throw new ApiError(409, `This request is ${current.status}: only a pending one is decided`);
      if (!current.canDecide) throw badRequest('A second user decides: you cannot approve or reject your own leave or a request you made');
      const [decided] = await db.update(leaveRequests).set({
        status: body.approve ? 'Approved' : 'Rejected', decidedBy: principal.user.id, decidedAt: new Date(), decisionNote: body.note?.trim() || null,
      }).where(and(eq(leaveRequests.id, current.id), eq(leaveRequests.status, 'Pending'))).returning({ requestedBy: leaveRequests.requestedBy });
      // Someone else decided it meanwhile: nobody is told twice.
      if (!decided) throw new ApiError(409, 'This request was decided meanwhile: reload to see the outcome');
      await tellLeaveOutcome(db, { ...current, requestedBy: decided.requestedBy }, {
        approved: body.approve, deciderId: principal.user.id, deciderName: `${principal.user.firstName} ${principal.user.lastName}`.trim(), note: body.note ?? null,
      });
      return audited(current, await requestById(current.id, principal)) as never;
    },
  });

  apiRoute(app, deps, E.cancel, {
    access: LEAVE_USERS,
    handler: async ({ principal, params }) => {
      const current = await requestById(params.id, principal);
      if (!current.canCancel) {
        if (current.status === 'Rejected' || current.status === 'Cancelled') throw new ApiError(409, `This request is ${current.status} already`);
        throw badRequest(current.startDay <= today() ? 'Leave that has started cannot be cancelled' : 'Only the employee or whoever asked for it cancels a request');
      }
      await db.update(leaveRequests).set({ status: 'Cancelled' }).where(eq(leaveRequests.id, current.id));
      return audited(current, await requestById(current.id, principal)) as never;
    },
  });

  apiRoute(app, deps, E.balances, { access: LEAVE_USERS, handler: ({ query }) => balances(db, query.year) });

  apiRoute(app, deps, E.calendar, {
    access: LEAVE_USERS,
    handler: async ({ principal, query }) => {
      if (query.to < query.from) throw badRequest('The end is before the start');
      if ((Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 > 62) throw badRequest('A calendar shows at most two months');
      const rows = await selectRequests(db).where(and(inArray(leaveRequests.status, ['Pending', 'Approved']),
        lte(leaveRequests.startDay, query.to), gte(leaveRequests.endDay, query.from))).orderBy(asc(leaveRequests.startDay));
      const holidays = await db.select().from(publicHolidays).where(and(gte(publicHolidays.day, query.from), lte(publicHolidays.day, query.to),
        inArray(publicHolidays.countryId, db.select({ c: leaveEmployees.countryId }).from(leaveEmployees)))).orderBy(asc(publicHolidays.day));
      return {
        leaves: rows.map((r) => toRequestRow(r as RequestDbRow, principal)),
        holidays: holidays.map((h) => ({ id: h.id, countryId: h.countryId, day: h.day, name: h.name })),
      };
    },
  });
}


