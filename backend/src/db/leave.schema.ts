import { date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * Leave management (ADR 0084): the platform's own staff (platform users) take leave. Each employee has a yearly
 * allowance and a country whose public holidays are not counted; requests (full days, a half day, hours) wait for a
 * second user's approval.
 */
export const leaveEmployees = pgTable('leave_employees', {
  userId: uuid('user_id').primaryKey().references(() => users.id),
  /** ISO 3166-1 alpha-2: whose public holidays are not counted. */
  countryId: text('country_id').notNull(),
  /** Working days a year (halves allowed). */
  annualAllowanceDays: numeric('annual_allowance_days', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  /** Hours a working day has: what an hours request counts as a day. */
  hoursPerDay: numeric('hours_per_day', { precision: 4, scale: 2, mode: 'number' }).notNull().default(8),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const publicHolidays = pgTable('public_holidays', {
  id: uuid('id').primaryKey(),
  countryId: text('country_id').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  name: text('name').notNull(),
}, (t) => [uniqueIndex('public_holidays_country_day_key').on(t.countryId, t.day)]);

export const leaveRequests = pgTable('leave_requests', {
  id: uuid('id').primaryKey(),
  employeeId: uuid('employee_id').notNull().references(() => users.id),
  kind: text('kind').$type<'FullDays' | 'HalfDay' | 'Hours'>().notNull(),
  startDay: date('start_day', { mode: 'string' }).notNull(),
  endDay: date('end_day', { mode: 'string' }).notNull(),
  halfDayPart: text('half_day_part').$type<'Morning' | 'Afternoon'>(),
  hours: numeric('hours', { precision: 4, scale: 2, mode: 'number' }),
  /** Working days it counts: weekends and the employee's public holidays left out (hours as a share of a day). */
  days: numeric('days', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  reason: text('reason').notNull().default(''),
  status: text('status').$type<'Pending' | 'Approved' | 'Rejected' | 'Cancelled'>().notNull(),
  requestedBy: uuid('requested_by').notNull().references(() => users.id),
  decidedBy: uuid('decided_by').references(() => users.id),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decisionNote: text('decision_note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('leave_requests_employee_day_idx').on(t.employeeId, t.startDay), index('leave_requests_status_idx').on(t.status, t.startDay)]);
