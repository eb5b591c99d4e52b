/**
 * Leave management (spec part 2: `crm/leave-management/leaves` for platform users, `Platform.LeaveManagement.View`;
 * settings `leave-settings/holidays` and `leave-settings/employees`; ADR 0084). The platform's staff take leave in
 * full days, a half day or hours; a second user approves; weekends and the employee's country's public holidays are
 * not counted; each employee has a yearly allowance and a balance. Paths start `leave`, so they go to the unversioned
 * API (spec part 1 section 7).
 */
import { defineEndpoint } from '../endpoint/define-endpoint';
import { dayRange, defineResource, idsOf, oneOf, text } from '../resource';

const tag = 'Leave management';
const uuid = { type: 'string', format: 'uuid' } as const;
const day = { type: 'string', format: 'date', description: 'YYYY-MM-DD' } as const;
const countryCode = { type: 'string', pattern: '^[A-Z]{2}$', description: 'ISO 3166-1 alpha-2' } as const;

export const LEAVE_KINDS = ['FullDays', 'HalfDay', 'Hours'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export const HALF_DAY_PARTS = ['Morning', 'Afternoon'] as const;

/** Limits the page and the server share. */
export const LEAVE_LIMITS = { maxAllowanceDays: 100, maxRequestDays: 60, reasonMax: 500, minHoursPerDay: 1, maxHoursPerDay: 12 } as const;

// ---- Employees (settings) ----------------------------------------------------------------------------------------

export const leaveEmployeeRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'userId', 'name', 'email', 'countryId', 'annualAllowanceDays', 'hoursPerDay'],
  properties: {
    id: { type: 'string' }, userId: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' },
    countryId: { type: 'string' }, annualAllowanceDays: { type: 'number' }, hoursPerDay: { type: 'number' },
  },
} as const;

export const leaveEmployeeBodySchema = {
  type: 'object', additionalProperties: false, required: ['userId', 'countryId', 'annualAllowanceDays', 'hoursPerDay'],
  properties: {
    userId: { ...uuid, description: 'A platform user' },
    countryId: countryCode,
    annualAllowanceDays: { type: 'number', minimum: 0, maximum: LEAVE_LIMITS.maxAllowanceDays, multipleOf: 0.5, description: 'Working days a year; halves allowed' },
    hoursPerDay: { type: 'number', minimum: LEAVE_LIMITS.minHoursPerDay, maximum: LEAVE_LIMITS.maxHoursPerDay, multipleOf: 0.25 },
  },
} as const;

export const LEAVE_EMPLOYEES = defineResource({
  key: 'leave-employees', path: 'leave/employees', base: 'unversioned', title: 'Employee', tag,
  row: leaveEmployeeRowSchema, body: leaveEmployeeBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Name or e-mail', { field: 'name' }) },
  sorts: ['name'], defaultSort: { key: 'name', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'global',
  invalidates: ['leave-balances'],
});

// ---- Public holidays (settings) ----------------------------------------------------------------------------------

export const publicHolidayRowSchema = {
  type: 'object', additionalProperties: false, required: ['id', 'countryId', 'day', 'name'],
  properties: { id: { type: 'string' }, countryId: { type: 'string' }, day: { type: 'string' }, name: { type: 'string' } },
} as const;

export const publicHolidayBodySchema = {
  type: 'object', additionalProperties: false, required: ['countryId', 'day', 'name'],
  properties: { countryId: countryCode, day, name: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

export const PUBLIC_HOLIDAYS = defineResource({
  key: 'public-holidays', path: 'leave/holidays', base: 'unversioned', title: 'Public holiday', tag,
  row: publicHolidayRowSchema, body: publicHolidayBodySchema, operations: ['list', 'create', 'update', 'remove'],
  filters: { search: text('Name', { field: 'name' }), countries: idsOf('countries', 'Country', { field: 'countryId' }), days: dayRange('Date', { field: 'day' }) },
  sorts: ['day', 'name'], defaultSort: { key: 'day', direction: 'asc' }, paging: 'offset', modeScoped: false, scope: 'global',
  invalidates: ['leave-balances', 'leave-calendar'],
});

// ---- Requests ------------------------------------------------------------------------------------------------------

export const leaveRequestRowSchema = {
  type: 'object', additionalProperties: false,
  required: ['id', 'employeeId', 'employeeName', 'kind', 'startDay', 'endDay', 'halfDayPart', 'hours', 'days', 'reason', 'status',
    'requestedByName', 'decidedByName', 'decidedAt', 'decisionNote', 'createdAt', 'canDecide', 'canCancel'],
  properties: {
    id: { type: 'string' }, employeeId: { type: 'string' }, employeeName: { type: 'string' },
    kind: { type: 'string', enum: LEAVE_KINDS }, startDay: { type: 'string' }, endDay: { type: 'string' },
    halfDayPart: { type: ['string', 'null'], enum: [...HALF_DAY_PARTS, null] }, hours: { type: ['number', 'null'] },
    days: { type: 'number', description: 'Working days counted (weekends and public holidays left out)' },
    reason: { type: 'string' }, status: { type: 'string', enum: LEAVE_STATUSES },
    requestedByName: { type: 'string' }, decidedByName: { type: ['string', 'null'] }, decidedAt: { type: ['string', 'null'] },
    decisionNote: { type: ['string', 'null'] }, createdAt: { type: 'string' },
    canDecide: { type: 'boolean', description: 'The caller may approve or reject it (a second user, while Pending)' },
    canCancel: { type: 'boolean', description: 'The caller may cancel it (the employee or the requester, before it starts)' },
  },
} as const;

export const leaveRequestBodySchema = {
  type: 'object', additionalProperties: false, required: ['kind', 'startDay'],
  properties: {
    employeeId: { ...uuid, description: 'Whose leave (default: the caller\'s own)' },
    kind: { type: 'string', enum: LEAVE_KINDS },
    startDay: day,
    endDay: { ...day, description: 'FullDays only (the last day, inclusive)' },
    halfDayPart: { type: 'string', enum: HALF_DAY_PARTS, description: 'HalfDay only' },
    hours: { type: 'number', minimum: 0.25, maximum: LEAVE_LIMITS.maxHoursPerDay, multipleOf: 0.25, description: 'Hours only' },
    reason: { type: 'string', maxLength: LEAVE_LIMITS.reasonMax },
  },
} as const;

export const LEAVE_REQUESTS = defineResource({
  key: 'leave-requests', path: 'leave/requests', base: 'unversioned', title: 'Leave request', tag,
  row: leaveRequestRowSchema, body: leaveRequestBodySchema, operations: ['list', 'create'],
  filters: {
    status: oneOf('Status', LEAVE_STATUSES, { multiple: true }),
    days: dayRange('Dates', { field: 'startDay' }),
  },
  sorts: ['startDay', 'createdAt'], defaultSort: { key: 'startDay', direction: 'desc' }, paging: 'offset', modeScoped: false, scope: 'global',
  invalidates: ['leave-balances', 'leave-calendar'],
});

const balanceSchema = {
  type: 'object', additionalProperties: false, required: ['employeeId', 'name', 'countryId', 'allowance', 'taken', 'pending', 'remaining'],
  properties: {
    employeeId: { type: 'string' }, name: { type: 'string' }, countryId: { type: 'string' },
    allowance: { type: 'number' }, taken: { type: 'number', description: 'Approved days of the year' },
    pending: { type: 'number', description: 'Days waiting for approval' }, remaining: { type: 'number', description: 'Allowance less taken and pending' },
  },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;

export const LEAVE_ENDPOINTS = {
  decide: defineEndpoint({
    method: 'PUT', path: 'leave/requests/:id/decision', base: 'unversioned', summary: 'Approve or reject a pending request (a second user)', tags: [tag],
    params: idParams,
    body: { type: 'object', additionalProperties: false, required: ['approve'], properties: { approve: { type: 'boolean' }, note: { type: 'string', maxLength: LEAVE_LIMITS.reasonMax } } },
    responses: { 200: leaveRequestRowSchema },
  }),
  cancel: defineEndpoint({
    method: 'PUT', path: 'leave/requests/:id/cancellation', base: 'unversioned', summary: 'Cancel a request that has not started', tags: [tag],
    params: idParams, body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true,
    responses: { 200: leaveRequestRowSchema },
  }),
  balances: defineEndpoint({
    method: 'GET', path: 'leave/balances', base: 'unversioned', summary: 'Each employee\'s allowance, taken, pending and remaining days of a year', tags: [tag],
    query: { type: 'object', additionalProperties: false, required: ['year'], properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } } },
    responses: { 200: { type: 'array', items: balanceSchema } },
  }),
  calendar: defineEndpoint({
    method: 'GET', path: 'leave/calendar', base: 'unversioned', summary: 'Leave (pending and approved) and public holidays between two days', tags: [tag],
    query: { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: day, to: day } },
    responses: {
      200: {
        type: 'object', additionalProperties: false, required: ['leaves', 'holidays'],
        properties: {
          leaves: { type: 'array', items: leaveRequestRowSchema },
          holidays: { type: 'array', items: publicHolidayRowSchema },
        },
      },
    },
  }),
  importHolidays: defineEndpoint({
    method: 'POST', path: 'leave/holidays/import', base: 'unversioned', summary: 'Add a country\'s public holidays of a year (from date-holidays); existing days are kept', tags: [tag],
    body: { type: 'object', additionalProperties: false, required: ['countryId', 'year'], properties: { countryId: countryCode, year: { type: 'integer', minimum: 2000, maximum: 2100 } } },
    responses: { 200: { type: 'object', additionalProperties: false, required: ['added', 'kept'], properties: { added: { type: 'integer' }, kept: { type: 'integer' } } } },
  }),
} as const;

/** The resources' generated endpoints, exported as the contract's endpoint walk finds them. */
export const LEAVE_RESOURCE_ENDPOINTS = { employees: LEAVE_EMPLOYEES.endpoints, holidays: PUBLIC_HOLIDAYS.endpoints, requests: LEAVE_REQUESTS.endpoints };
