import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { SecretVault } from '../modules/encryption-keys/vault';
import type { TokenVerifier } from './auth';
import type { SessionCache } from './session-cache';

/** What every API module gets: configuration, database, the access-token verifier and the background job queue. */
export interface ApiDeps {
  config: AppConfig;
  db: Db;
  verify: TokenVerifier;
  /** Session checks kept in memory (ADR 0127); without it every call reads its session from the database. */
  sessions?: SessionCache;
  jobs: JobQueue;
  /** Seals and opens secrets at rest with their owner's key (ADR 0083). */
  vault: SecretVault;
}
