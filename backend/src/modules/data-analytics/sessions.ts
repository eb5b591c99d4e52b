import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { DATA_ANALYTICS, type ReportId } from '@portal/contracts';
import { newSessionKeys, type SessionKeys } from './signing';

/** One open pop-up: whose, which report, its key pair, and the hash of the licence key the pop-up holds. */
export interface AnalyticsSession {
  id: string;
  userId: string;
  reportId: ReportId;
  keys: SessionKeys;
  licenceHash: Buffer;
  expiresAt: Date;
}

const hashOf = (licenseKey: string) => createHash('sha256').update(licenseKey).digest();

/** Sessions kept at most (oldest dropped first): enough for every open pop-up of a busy portal. */
export const SESSIONS_KEPT = 10_000;

/**
 * Open Data Analytics sessions, in this process's memory (ADR 0056): their secret keys are never written anywhere,
 * so a restart ends every session (the pop-up's next change is refused; opening it again starts a new one).
 */
export class AnalyticsSessions {
  private readonly sessions = new Map<string, AnalyticsSession>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  open(userId: string, reportId: ReportId): { session: AnalyticsSession; licenseKey: string } {
    this.prune();
    const id = randomUUID();
    // `<session id>.<secret>` (contracts' sessionIdOfLicenseKey): only its hash is kept.
    const licenseKey = `${id}.${randomBytes(32).toString('base64url')}`;
    const session: AnalyticsSession = {
      id, userId, reportId, keys: newSessionKeys(), licenceHash: hashOf(licenseKey),
      expiresAt: new Date(this.now().getTime() + DATA_ANALYTICS.sessionMinutes * 60_000),
    };
    if (this.sessions.size >= SESSIONS_KEPT) this.sessions.delete(this.sessions.keys().next().value!);
    this.sessions.set(session.id, session);
    return { session, licenseKey };
  }

  /** The live session with this id, if any. */
  find(id: string): AnalyticsSession | undefined {
    const session = this.sessions.get(id);
    if (session && session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  /** The live session whose licence key this is (compared in constant time). */
  byLicence(id: string, licenseKey: string): AnalyticsSession | undefined {
    const session = this.find(id);
    return session && timingSafeEqual(session.licenceHash, hashOf(licenseKey)) ? session : undefined;
  }

  end(id: string): void {
    this.sessions.delete(id);
  }

  private prune(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) if (session.expiresAt <= now) this.sessions.delete(id);
  }
}
