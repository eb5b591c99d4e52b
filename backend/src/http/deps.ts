import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { TokenVerifier } from './auth';

/** What every API module gets: configuration, database and the access-token verifier. */
export interface ApiDeps {
  config: AppConfig;
  db: Db;
  verify: TokenVerifier;
}
