import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DATA_ANALYTICS, type ReportId } from '@portal/contracts';
import type { Db } from '../../db/client';
import { dataAnalyticsSessions } from '../../db/schema';
import type { SecretVault } from '../encryption-keys/vault';
import { newSessionKeys, type SessionKeys } from './signing';

/** One open pop-up: whose, which report, its key pair, and the hash of the licence key the pop-up holds. */
export interface AnalyticsSession {
  id: string;
  userId: string;
  reportId: ReportId;
  keys: SessionKeys;
  expiresAt: Date;
}

const hashOf = (licenseKey: string) => createHash('sha256').update(licenseKey).digest('hex');

/**
 * Live sessions per user at most (ADR 0102): a user's next one ends their own oldest, never anybody else's. Enough
 * for a pop-up per report in several tabs; a script that opens thousands only churns its own.
 */
export const SESSIONS_PER_USER = 20;

/**
 * Open Data Analytics sessions, in the database (ADR 0056, ADR 0102): every replica finds a session another opened,
 * and a restart ends none. The secret key is sealed with the platform's data key and opened only to sign.
 */
export class AnalyticsSessions {
  constructor(private readonly db: Db, private readonly vault: SecretVault, private readonly now: () => Date = () => new Date()) {}

  async open(userId: string, reportId: ReportId): Promise<{ session: AnalyticsSession; licenseKey: string }> {
    const now = this.now();
    await this.db.delete(dataAnalyticsSessions).where(lte(dataAnalyticsSessions.expiresAt, now));
    const id = randomUUID();
    // `<session id>.<secret>` (contracts' sessionIdOfLicenseKey): only its hash is kept.
    const licenseKey = `${id}.${randomBytes(32).toString('base64url')}`;
    const keys = newSessionKeys();
    const expiresAt = new Date(now.getTime() + DATA_ANALYTICS.sessionMinutes * 60_000);
    await this.db.insert(dataAnalyticsSessions).values({
      id, userId, reportId, publicKeyHex: keys.publicKeyHex, licenceHash: hashOf(licenseKey), expiresAt, createdAt: now,
      secretKeySealed: await this.vault.seal(null, bytesToHex(keys.secretKey), { showLast4: false }),
    });
    await this.endOldest(userId);
    return { session: { id, userId, reportId, keys, expiresAt }, licenseKey };
  }

  /** The live session with this id, if any. */
  async find(id: string): Promise<AnalyticsSession | undefined> {
    const row = await this.row(id);
    if (!row) return undefined;
    let secretKey: Uint8Array;
    try {
      secretKey = hexToBytes(await this.vault.open(row.secretKeySealed));
    } catch {
      return undefined; // sealed with a key retired since (a rotation): the session has ended
    }
    return { id: row.id, userId: row.userId, reportId: row.reportId as ReportId, keys: { secretKey, publicKeyHex: row.publicKeyHex }, expiresAt: row.expiresAt };
  }

  /** The live session whose licence key this is (compared in constant time). */
  async byLicence(id: string, licenseKey: string): Promise<AnalyticsSession | undefined> {
    const row = await this.row(id);
    if (!row || !timingSafeEqual(Buffer.from(row.licenceHash), Buffer.from(hashOf(licenseKey)))) return undefined;
    return this.find(id);
  }

  async end(id: string): Promise<void> {
    await this.db.delete(dataAnalyticsSessions).where(eq(dataAnalyticsSessions.id, id));
  }

  private async row(id: string) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await this.db.select().from(dataAnalyticsSessions).where(eq(dataAnalyticsSessions.id, id));
    return row && row.expiresAt > this.now() ? row : undefined;
  }

  /** Ends the user's sessions beyond the newest SESSIONS_PER_USER. */
  private async endOldest(userId: string): Promise<void> {
    const newest = await this.db.select({ id: dataAnalyticsSessions.id }).from(dataAnalyticsSessions)
      .where(eq(dataAnalyticsSessions.userId, userId)).orderBy(asc(dataAnalyticsSessions.createdAt));
    if (newest.length <= SESSIONS_PER_USER) return;
    const keep = newest.slice(-SESSIONS_PER_USER).map((r) => r.id);
    await this.db.delete(dataAnalyticsSessions).where(and(eq(dataAnalyticsSessions.userId, userId), notInArray(dataAnalyticsSessions.id, keep)));
  }
}

