import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { masterKeyFrom } from './modules/encryption-keys/master-key';
import { ACTION_QUOTA, EXPORT_SYNC_LIMIT } from '@portal/contracts';
import { scryptCostFrom } from './lib/password';
import { DEFAULT_SEED_TRANSACTIONS } from './db/seed-defaults';

/** Everything the backend reads from its environment, resolved once at start. */
export interface AppConfig {
  port: number;
  host: string;
  publicOrigin: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl?: string;
  dataDir: string;
  accessTokenTtl: number;
  portalRoot?: string;
  remotesFile?: string;
  /**
   * RELEASES_DIR: where `npm run release` lays out released remotes (`remotes/<name>/<version>/`); the backend
   * serves them at /remotes/<name>/<version>/ beside each remote's own build (ADR 0078).
   */
  releasesDir?: string;
  /**
   * Origins allowed as redirect targets and CORS callers besides publicOrigin: EXTRA_REDIRECT_ORIGINS, or
   * the dev servers' localhost:3000-3005 only when DEV_SERVER_ORIGINS=true says this is a development
   * backend (a dev server run by hand; `npm start -- --dev=...` lists the ones it starts instead, ADR 0074; the
   * container image never does).
   */
  extraRedirectOrigins: string[];
  /** OPENAPI_DOCS: serve /svc/openapi.json. Default on, off when NODE_ENV=production (the container image). */
  openApiDocs: boolean;
  /**
   * Abuse limits (ADR 0034, ADR 0101). RATE_LIMIT_PER_MINUTE: requests per client address and minute to each
   * registration, password, invitation and external-party form (default 30); sign-in and the token endpoint count
   * only failures. SIGN_IN_MAX_FAILURES / SIGN_IN_LOCK_SECONDS: wrong passwords in a row from one address (or one
   * trusted browser) before that source is locked out of the account, and the first lock's length (doubling after
   * each further failure, at most 15 minutes). SIGN_IN_ACCOUNT_MAX_FAILURES: the same from every untrusted source
   * together (default 20). SIGN_IN_ADDRESS_FAILURES: failures per client address in 15 minutes before its
   * untrusted sign-ins (or its token calls) are refused until the window ends (default 500).
   */
  rateLimitPerMinute: number;
  /** Wrong passwords per account and address pair (or trusted device) before a growing lock (ADR 0034, 0101). */
  lockout: { maxFailures: number; baseLockMs: number; maxLockMs: number };
  /** Wrong passwords per account from every untrusted source together before a growing lock (ADR 0101). */
  accountLockout: { maxFailures: number; baseLockMs: number; maxLockMs: number };
  /** Transaction actions per user and per tenant in a minute (ADR 0102; defaults from contracts' ACTION_QUOTA). */
  actionQuota: { perUser: number; perTenant: number };
  /** Failures per client address in a window (sign-in forms and token calls counted apart; ADR 0101). */
  addressLimit: { maxFailures: number; windowMs: number };
  seedSize: number;
  /**
   * DATABASE_SETUP (ADR 0097): `run` (default) migrates and seeds the database at start, as one process on one machine
   * does; `wait` leaves that to the release's setup Job (`node dist/setup-cli.js`) and waits until the database has
   * this build's migrations (replicas of a cluster: none of them migrates, none starts on an older schema).
   */
  databaseSetup: 'run' | 'wait';
  /** SEED_TRANSACTIONS: generated payments per demo merchant besides the fixed TX-... rows (default 2000; 0 = none). */
  seedTransactions: number;
  /** SEED_DAYS: the days before the seed time the generated payments fall in (default 90; the 10 M bench: a year). */
  seedDays: number;
  /**
   * The AI assistant's chat-completions service (ADR 0105): AI_BASE_URL (an OpenAI-compatible API root, e.g.
   * https://api.openai.com/v1), AI_API_KEY (optional for a local server), AI_MODEL. Absent without a base URL and model:
   * the assistant then only searches the documentation.
   */
  ai?: { baseUrl: string; apiKey: string | undefined; model: string };
  logLevel: string;
  /**
   * EXPORT_SYNC_LIMIT: rows a transaction export answers at once (contracts' EXPORT_SYNC_LIMIT by default); a
   * larger result runs as a background job (ADR 0045). Tests lower it to reach the job with a few rows.
   */
  exportSyncLimit: number;
  /**
   * TRUST_PROXY: behind a TLS-terminating ingress, believe its X-Forwarded-Proto/-Host/-For (Fastify
   * trustProxy, oidc-provider proxy), so the discovery document lists https URLs. Off by default: a
   * backend reached directly must not let callers choose the URLs it advertises. Only proxies on loopback and private
   * networks are believed: the client's address is the nearest X-Forwarded-For entry outside them (ADR 0118).
   */
  trustProxy: boolean;
  /**
   * DEV_MAILBOX: keep every e-mail sent in the database for platform staff to read at /platform/mailbox (development:
   * `npm start` sets it). Off by default: in production mail leaves through SMTP_URL only.
   */
  devMailbox: boolean;
  /**
   * WEBHOOK_ALLOW_PRIVATE_NETWORKS: webhook endpoints may be plain http:// to private, loopback and link-local
   * addresses, and deliveries may go there (a development receiver; ADR 0100). `npm start` sets it; the container
   * image does not.
   */
  webhookAllowPrivateNetworks: boolean;
  /** WEBHOOK_WORKER=false: this instance delivers no webhooks (its API still queues them); tests drive delivery themselves. */
  webhookWorker: boolean;
  /**
   * WEBHOOK_LEASE_MS (default 60000, at least 1000): how long a claimed webhook message stays the claiming worker's;
   * a killed worker's messages are claimed again after it. Tests shorten it; keep it above an attempt's 10 s in service.
   */
  webhookLeaseMs: number;
  /**
   * SHUTDOWN_DRAIN_MS: on SIGTERM the replica first drains for this long (ADR 0102): it still serves, answers its
   * readiness probe 503 so the load balancer stops choosing it, and closes each connection after its answer
   * (`Connection: close`), so no proxy reuses a kept-alive connection the replica is about to close (a POST sent on
   * one is lost: nginx does not send it again elsewhere). Then it closes. 0 (the default) closes at once.
   */
  shutdownDrainMs: number;
  /** SMTP_URL (smtp://user:pass@host:587, smtps://…): where e-mail is delivered; unset, mail is only logged (and kept in the dev mailbox). */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender address of the mail the platform sends. */
  mailFrom: string;
  /**
   * SECRETS_MASTER_KEY (base64 of 32 random bytes): wraps the tenants' data keys that seal their secrets at rest
   * (ADR 0083). Required in production; development without it uses a fixed key so a fresh clone works.
   */
  secretsMasterKey: Buffer;
}

export const BACKEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const DEV_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((p) => `http://localhost:${p}`);

function positiveInt(name: string, raw: string | undefined, fallback: number, min = 0): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

function flag(name: string, raw: string | undefined, fallback = false): boolean {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return fallback;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function origin(name: string, raw: string): string {
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
}

/** An absolute http(s) URL with its path (an API root), without a trailing slash. */
function absoluteUrl(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http or https URL, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const protocol = (() => {
    try {
      return new URL(raw).protocol;
    } catch {
      return '';
    }
  })();
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got "${raw.replace(/\/\/[^@/]*@/, '//…@')}"`);
  return raw;
}

function secretsMasterKey(raw: string | undefined, production: boolean): Buffer {
  if (!raw) {
    if (production) throw new Error('SECRETS_MASTER_KEY is required in production: base64 of 32 random bytes (openssl rand -base64 32)');
    return masterKeyFrom(undefined);
  }
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32) throw new Error(`SECRETS_MASTER_KEY must be base64 of 32 bytes, got ${key.length} bytes`);
  return key;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // The password hash's cost is read where a hash is made (lib/password.ts); a wrong value stops the start here.
  scryptCostFrom(env.PASSWORD_SCRYPT_N);
  const port = positiveInt('PORT', env.PORT, 8080);
  const publicOrigin = origin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN || `http://localhost:${port}`);
  const portalRoot = env.PORTAL_ROOT ? path.resolve(env.PORTAL_ROOT) : undefined;
  const remotesFile = env.REMOTES_FILE
    ? path.resolve(env.REMOTES_FILE)
    : portalRoot ? path.join(portalRoot, 'deploy', 'remotes', 'local.json') : undefined;
  const extra = env.EXTRA_REDIRECT_ORIGINS === undefined
    ? (flag('DEV_SERVER_ORIGINS', env.DEV_SERVER_ORIGINS) ? DEV_ORIGINS : [])
    : env.EXTRA_REDIRECT_ORIGINS.split(',').map((s) => s.trim()).filter(Boolean).map((s) => origin('EXTRA_REDIRECT_ORIGINS', s));
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicOrigin,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(BACKEND_DIR, '.data', 'pglite')),
    accessTokenTtl: positiveInt('ACCESS_TOKEN_TTL', env.ACCESS_TOKEN_TTL, 300, 1),
    portalRoot,
    remotesFile,
    releasesDir: env.RELEASES_DIR ? path.resolve(env.RELEASES_DIR) : undefined,
    extraRedirectOrigins: [...new Set(extra)].filter((o) => o !== publicOrigin),
    seedSize: positiveInt('SEED_SIZE', env.SEED_SIZE, 0),
    databaseSetup: databaseSetup(env.DATABASE_SETUP, !!env.DATABASE_URL),
    seedTransactions: positiveInt('SEED_TRANSACTIONS', env.SEED_TRANSACTIONS, DEFAULT_SEED_TRANSACTIONS),
    seedDays: positiveInt('SEED_DAYS', env.SEED_DAYS, 90, 1),
    ...(env.AI_BASE_URL && env.AI_MODEL
      ? { ai: { baseUrl: absoluteUrl('AI_BASE_URL', env.AI_BASE_URL), apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL } }
      : {}),
    logLevel: env.LOG_LEVEL || 'info',
    exportSyncLimit: positiveInt('EXPORT_SYNC_LIMIT', env.EXPORT_SYNC_LIMIT, EXPORT_SYNC_LIMIT),
    trustProxy: flag('TRUST_PROXY', env.TRUST_PROXY),
    devMailbox: flag('DEV_MAILBOX', env.DEV_MAILBOX),
    webhookAllowPrivateNetworks: flag('WEBHOOK_ALLOW_PRIVATE_NETWORKS', env.WEBHOOK_ALLOW_PRIVATE_NETWORKS),
    webhookWorker: flag('WEBHOOK_WORKER', env.WEBHOOK_WORKER, true),
    webhookLeaseMs: positiveInt('WEBHOOK_LEASE_MS', env.WEBHOOK_LEASE_MS, 60_000, 1000),
    shutdownDrainMs: positiveInt('SHUTDOWN_DRAIN_MS', env.SHUTDOWN_DRAIN_MS, 0),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM || 'Payments Portal <no-reply@portal.localhost>',
    secretsMasterKey: secretsMasterKey(env.SECRETS_MASTER_KEY, env.NODE_ENV === 'production'),
    openApiDocs: flag('OPENAPI_DOCS', env.OPENAPI_DOCS, env.NODE_ENV !== 'production'),
    rateLimitPerMinute: positiveInt('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 30, 1),
    lockout: {
      maxFailures: positiveInt('SIGN_IN_MAX_FAILURES', env.SIGN_IN_MAX_FAILURES, 5, 1),
      baseLockMs: positiveInt('SIGN_IN_LOCK_SECONDS', env.SIGN_IN_LOCK_SECONDS, 60, 1) * 1000,
      maxLockMs: 15 * 60_000,
    },
    accountLockout: {
      maxFailures: positiveInt('SIGN_IN_ACCOUNT_MAX_FAILURES', env.SIGN_IN_ACCOUNT_MAX_FAILURES, 20, 1),
      baseLockMs: positiveInt('SIGN_IN_LOCK_SECONDS', env.SIGN_IN_LOCK_SECONDS, 60, 1) * 1000,
      maxLockMs: 15 * 60_000,
    },
    actionQuota: {
      perUser: positiveInt('ACTION_QUOTA_PER_USER', env.ACTION_QUOTA_PER_USER, ACTION_QUOTA.perUserPerMinute, 1),
      perTenant: positiveInt('ACTION_QUOTA_PER_TENANT', env.ACTION_QUOTA_PER_TENANT, ACTION_QUOTA.perTenantPerMinute, 1),
    },
    addressLimit: { maxFailures: positiveInt('SIGN_IN_ADDRESS_FAILURES', env.SIGN_IN_ADDRESS_FAILURES, 500, 1), windowMs: 15 * 60_000 },
  };
}

function databaseSetup(value: string | undefined, postgres: boolean): 'run' | 'wait' {
  const setup = (value || 'run').trim();
  if (setup !== 'run' && setup !== 'wait') throw new Error(`DATABASE_SETUP must be run or wait (got "${value}")`);
  // The embedded database belongs to one process: nobody else can set it up.
  if (setup === 'wait' && !postgres) throw new Error('DATABASE_SETUP=wait needs DATABASE_URL (PostgreSQL): the embedded database is set up by its own process');
  return setup;
}

/** publicOrigin first, then the extra origins: the portal origins the provider trusts. */
export function portalOrigins(config: AppConfig): string[] {
  return [config.publicOrigin, ...config.extraRedirectOrigins];
}
