import { and, eq, gt, inArray, isNotNull, isNull, not, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oidcPayloads } from '../../db/schema';

/** The where of a live grant: it exists and has not expired at `now` (the server's clock, like the tokens'). */
const liveGrant = (grantId: string | Placeholder, now: Date | Placeholder): SQL => and(
  eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId),
  or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, now)),
)!;

/**
 * The API's revocation check (issue 15 item 3, ADR 0035): every access token names its grant (`gid`), and
 * is honoured only while that grant exists. Sign-out (the provider revokes the session's grant), a password
 * change and an administrator's reset (below) delete grants, so their access tokens stop at once instead of
 * living out their 300 s.
 */
export async function grantIsLive(db: Db, grantId: string): Promise<boolean> {
  const [row] = await db.select({ id: oidcPayloads.id }).from(oidcPayloads).where(liveGrant(grantId, new Date())).limit(1);
  return !!row;
}

/**
 * The same check as a boolean column with placeholders `grantId` and `now`, so that it rides on the statement
 * every API call runs anyway (`loadSession` in http/auth.ts).
 */
export const grantIsLiveSql = (db: Db): SQL<boolean> =>
  sql<boolean>`exists (${db.select({ one: sql`1` }).from(oidcPayloads).where(liveGrant(sql.placeholder('grantId'), sql.placeholder('now')))})`;

/**
 * When the grant `grantId` (a placeholder) ends, null if it never does or does not exist: a session check kept in
 * memory (ADR 0127) is answered only until then.
 */
export const grantExpiresAtSql = (db: Db): SQL<Date | null> =>
  sql`(${db.select({ at: oidcPayloads.expiresAt }).from(oidcPayloads).where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, sql.placeholder('grantId'))))})`.mapWith(oidcPayloads.expiresAt);

/**
 * Ends every provider session of the account and revokes every grant with its refresh tokens and codes,
 * except the session `keepSessionUid` (the one changing its own password) and the grants it holds.
 */
export async function endOtherSessions(db: Db, accountId: string, keepSessionUid?: string): Promise<void> {
  const keepGrants: string[] = [];
  if (keepSessionUid) {
    const [kept] = await db.select({ payload: oidcPayloads.payload }).from(oidcPayloads)
      .where(and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, keepSessionUid)));
    const authorizations = (kept?.payload.authorizations ?? {}) as Record<string, { grantId?: string }>;
    for (const a of Object.values(authorizations)) if (a.grantId) keepGrants.push(a.grantId);
  }
  const isKeptGrant = keepGrants.length ? inArray(oidcPayloads.id, keepGrants) : sql`false`;
  const belongsToKeptGrant = keepGrants.length ? inArray(oidcPayloads.grantId, keepGrants) : sql`false`;
  const isKeptSession = keepSessionUid ? and(eq(oidcPayloads.type, 'Session'), eq(oidcPayloads.uid, keepSessionUid)) : sql`false`;
  await db.delete(oidcPayloads).where(and(
    sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`,
    not(isKeptSession!),
    not(and(eq(oidcPayloads.type, 'Grant'), isKeptGrant)!),
    not(and(isNotNull(oidcPayloads.grantId), belongsToKeptGrant)!),
  ));
}
