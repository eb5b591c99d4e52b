/**
 * Versioned rule sets (ADR 0113, the design of ADR 0112 "Not built"): antifraud rules (ADR 0106) and smart routing
 * configurations (ADR 0107) keep one row per version with the same life. Create is version 1, Draft; a change inserts
 * version n+1 as Draft and withdraws an older Draft or waiting version; activation runs the newest (the scope's other
 * Active rows stop) or, when a second user must approve, sets it PendingApproval with who asked; approval runs it
 * (never by the requester); decline sends it back to Draft; deactivation stops the running version and withdraws a
 * waiting one. Each table describes itself once (`VersionedTable`); the routes keep their own checks, notices and
 * audit events.
 */
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { ApiError, notFound } from '../http/errors';

/** The version fields every versioned rule row has. */
export interface VersionFields {
  id: string;
  version: number;
  status: string;
  mode: 'Test' | 'Live';
  requestedBy: string | null;
  approvedBy: string | null;
}

/** The life's messages (the contracts' per domain; the client translates them). */
export interface VersionMessages {
  notFound: string;
  alreadyActive: string;
  waitingForApproval: string;
  notPending: string;
  ownRequest: string;
}

/**
 * One versioned table: its columns by role, the rule's key across versions (`ruleId`, `configurationId`), and which
 * other Active rows one activation stops (the rule's own other versions, or the website's configuration in the mode).
 */
export interface VersionedTable<Row extends VersionFields> {
  table: PgTable;
  columns: { id: PgColumn; key: PgColumn; version: PgColumn; status: PgColumn; mode: PgColumn };
  keyOf: (row: Row) => string;
  /** The Active rows the activation of `row` replaces (besides `row` itself). */
  activeScope: (row: Row) => SQL;
  messages: VersionMessages;
}

/* drizzle's builders are typed per table; the descriptor's columns belong to its table, so the calls below are sound. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = any;

/** Every version of one rule the caller owns in the mode, newest first (404 when none). */
export async function versionsOf<Row extends VersionFields>(
  db: Queryable, t: VersionedTable<Row>, key: string, mode: 'Test' | 'Live', owned: SQL,
): Promise<Row[]> {
  const rows = await (db as AnyDb).select().from(t.table)
    .where(and(eq(t.columns.key, key), eq(t.columns.mode, mode), owned))
    .orderBy(desc(t.columns.version)) as Row[];
  if (rows.length === 0) throw notFound(t.messages.notFound);
  return rows;
}

/** The version that runs (its number), or null. */
export const activeVersionOf = (versions: VersionFields[]): number | null => versions.find((v) => v.status === 'Active')?.version ?? null;

/**
 * Before a change is inserted as version n+1: an older Draft or a version waiting for approval is withdrawn
 * (Inactive); the Active version runs until another is activated.
 */
export async function withdrawUnactivated<Row extends VersionFields>(db: Queryable, t: VersionedTable<Row>, key: string): Promise<void> {
  await (db as AnyDb).update(t.table).set({ status: 'Inactive' })
    .where(and(eq(t.columns.key, key), inArray(t.columns.status, ['Draft', 'PendingApproval'])));
}

/** 409 unless the newest version may be activated (not running already, not waiting for a second user). */
export function assertActivatable(t: { messages: VersionMessages }, newest: VersionFields): void {
  if (newest.status === 'Active') throw new ApiError(409, t.messages.alreadyActive);
  if (newest.status === 'PendingApproval') throw new ApiError(409, t.messages.waitingForApproval);
}

/** 409 unless the newest version waits and the caller is not the one who asked (four-eyes: approve and decline alike). */
export function assertDecidable(t: { messages: VersionMessages }, newest: VersionFields, userId: string): void {
  if (newest.status !== 'PendingApproval') throw new ApiError(409, t.messages.notPending);
  if (newest.requestedBy === userId) throw new ApiError(409, t.messages.ownRequest);
}

/** The activation waits for a second user: the version is PendingApproval with who asked. */
export async function requestApproval<Row extends VersionFields>(db: Queryable, t: VersionedTable<Row>, version: Row, requesterId: string): Promise<void> {
  await (db as AnyDb).update(t.table).set({ status: 'PendingApproval', requestedBy: requesterId, requestedAt: new Date() }).where(eq(t.columns.id, version.id));
}

/**
 * Runs one version: the Active rows of its scope stop (at most one Active per scope, a partial unique index says so
 * too). Answers the rows it stopped (a routing activation's audit event names another configuration it replaced).
 */
export async function makeActive<Row extends VersionFields>(db: Queryable, t: VersionedTable<Row>, version: Row, approvedBy: string | null): Promise<Row[]> {
  const stopped = await (db as AnyDb).update(t.table).set({ status: 'Inactive' })
    .where(and(t.activeScope(version), eq(t.columns.status, 'Active'), ne(t.columns.id, version.id)))
    .returning() as Row[];
  await (db as AnyDb).update(t.table).set({ status: 'Active', activatedAt: new Date(), ...(approvedBy ? { approvedBy } : {}) })
    .where(eq(t.columns.id, version.id));
  return stopped;
}

/** A second user declines the waiting activation: the version is a Draft again (its requester is told by the route). */
export async function declineActivation<Row extends VersionFields>(db: Queryable, t: VersionedTable<Row>, version: Row): Promise<void> {
  await (db as AnyDb).update(t.table).set({ status: 'Draft', requestedBy: null, requestedAt: null }).where(eq(t.columns.id, version.id));
}

/** Stops the rule: the running version is Inactive and an activation that waited is withdrawn (a Draft again). */
export async function deactivate<Row extends VersionFields>(db: Queryable, t: VersionedTable<Row>, key: string): Promise<void> {
  await (db as AnyDb).update(t.table).set({ status: 'Inactive' }).where(and(eq(t.columns.key, key), eq(t.columns.status, 'Active')));
  await (db as AnyDb).update(t.table).set({ status: 'Draft', requestedBy: null, requestedAt: null }).where(and(eq(t.columns.key, key), eq(t.columns.status, 'PendingApproval')));
}

/** The list's filter: only each rule's newest version (no row of the same key has a higher one). */
export const newestOnly = (tableName: string, keyColumn: string, t: { key: PgColumn; version: PgColumn }): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${sql.raw(tableName)} n WHERE n.${sql.raw(keyColumn)} = ${t.key} AND n.version > ${t.version})`;

/**
 * The list's column of the version that runs. Qualified by hand: drizzle writes a selected field's column without its
 * table, which the alias would capture.
 */
export const activeVersionSql = (tableName: string, keyColumn: string): SQL<number | null> =>
  sql<number | null>`(SELECT a.version FROM ${sql.raw(tableName)} a WHERE a.${sql.raw(keyColumn)} = ${sql.raw(`${tableName}.${keyColumn}`)} AND a.status = 'Active')`;

/** The people a listed row names, from the names its select joined (createdBy, requestedBy, approvedBy). */
export function peopleFromNames(r: { createdBy: string | null; requestedBy: string | null; approvedBy: string | null;
  createdByName: string | null; requestedByName: string | null; approvedByName: string | null }): Map<string, { id: string; name: string }> {
  const people = new Map<string, { id: string; name: string }>();
  if (r.createdBy) people.set(r.createdBy, { id: r.createdBy, name: r.createdByName ?? '' });
  if (r.requestedBy) people.set(r.requestedBy, { id: r.requestedBy, name: r.requestedByName ?? '' });
  if (r.approvedBy) people.set(r.approvedBy, { id: r.approvedBy, name: r.approvedByName ?? '' });
  return people;
}

/** A user's full name as a list's subquery. */
export const fullNameSql = (id: PgColumn): SQL<string | null> =>
  sql<string | null>`(SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = ${id})`;
