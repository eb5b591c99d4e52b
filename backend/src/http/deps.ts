import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { SecretVault } from '../modules/encryption-keys/vault';
import type { TokenVerifier } from './auth';

/** What every API module gets: configuration, database, the access-token verifier and the background job queue. */
export interface ApiDeps {
  config: AppConfig;
  db: Db;
  verify: TokenVerifier;
  jobs: JobQueue;
  /** Seals and opens secrets at rest with their owner's key (ADR 0083). */
  vault: SecretVault;
}
