import Fastify, { type FastifyInstance } from 'fastify';
import { disputeRoutes } from './modules/disputes/routes';
import { bulkStatusUpdateRoutes } from './modules/bulk-status-updates/routes';
import { startBulkUpdateWorker } from './modules/bulk-status-updates/job';
import { processingSetupRoutes } from './modules/processing-setup/routes';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import swagger from '@fastify/swagger';
import { apiHeaders } from './http/api-headers';
import { apiCompression } from './http/api-compression';
import { registerRateLimits } from './http/rate-limits';
import { LoggingMailOutbox, mailOutboxOf, replaceMailOutbox } from './modules/mail/outbox';
import { devMailboxDelivery, smtpDelivery } from './modules/mail/deliveries';
import { devMailboxRoutes } from './modules/mail/mailbox.routes';
import { userAdminRoutes } from './modules/user-admin/routes';
import { SecretVault } from './modules/encryption-keys/vault';
import { startKeyRotationWorker } from './modules/encryption-keys/rotation';
import { tenantManagementRoutes } from './modules/tenant-management/routes';
import { leaveRoutes } from './modules/leave/routes';
import { crmSettingsRoutes } from './modules/crm-settings/routes';
import { crmRoutes } from './modules/crm/routes';
import { crmActivityRoutes } from './modules/crm-activity/routes';
import { crmPricingRoutes } from './modules/crm-pricing/routes';
import { crmEmailsRoutes } from './modules/crm-emails/routes';
import { documentationRoutes } from './modules/documentation/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { crmOffersRoutes } from './modules/crm-offers/routes';
import { boardingRoutes } from './modules/boarding/routes';
import { crmDealRoutes } from './modules/crm-deals/routes';
import { dataPermissionRoutes } from './modules/user-admin/data-permissions.routes';
import { roleRoutes } from './modules/user-admin/roles.routes';
import { scaRoutes } from './modules/sca/routes';
import type Provider from 'oidc-provider';
import { portalOrigins, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { transactionAware } from './db/transaction-scope';
import { listenForSessionChanges } from './db/session-change-notices';
import { createSessionCache, type SessionCache } from './http/session-cache';
import { auditRoutes } from './modules/audit/routes';
import { setUpDatabase, waitForSetUpDatabase } from './db/setup';
import { registerHealthRoutes } from './http/health';
import { createTokenVerifier } from './http/auth';
import { apiCors } from './http/cors';
import { recordRoutes } from './http/route-table';
import { installErrorHandler } from './http/errors';
import { serializersOnce, validatorsByPart } from './http/validators';
import type { ApiDeps } from './http/deps';
import { deleteExpiredPayloads } from './modules/identity/adapter';
import { loadProviderKeys } from './modules/identity/keys';
import { createProvider, issuerOf } from './modules/identity/provider';
import { identityRoutes } from './modules/identity/routes';
import { lookupRoutes } from './modules/lookups/routes';
import { referenceDataRoutes } from './modules/settings/reference-data/routes';
import { merchantRoutes } from './modules/merchants/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { portalStatic, type PortalStatic } from './modules/portal-static/plugin';
import { shellRoutes } from './modules/shell/routes';
import { tenantRoutes } from './modules/tenants/routes';
import { supportRoutes } from './modules/support/routes';
import { fileRoutes } from './modules/files/routes';
import { transactionRoutes } from './modules/transactions/routes';
import { merchantPaymentRoutes } from './modules/merchant-payments/routes';
import { virtualTerminalRoutes } from './modules/virtual-terminal/routes';
import { openBankingRoutes } from './modules/open-banking/routes';
import { utrResubmissionRoutes } from './modules/utr-resubmissions/routes';
import { tenantPaymentRoutes } from './modules/tenant-payments/routes';
import { approvalRoutes } from './modules/approvals/routes';
import { rdrRoutes } from './modules/rdr/routes';
import { transactionWebhookRoutes } from './modules/transaction-webhooks/routes';
import { webhookEndpointRoutes } from './modules/webhooks/routes';
import { apiKeyRoutes } from './modules/api-keys/routes';
import { publicApiRoutes } from './modules/api-keys/public-api.routes';
import { paymentLinkPaymentsRoutes } from './modules/payment-links/payments.routes';
import { paymentLinkRoutes } from './modules/payment-links/routes';
import { payPageRoutes } from './modules/payment-links/pay.routes';
import { antifraudRoutes } from './modules/antifraud/routes';
import { smartRoutingRoutes } from './modules/smart-routing/routes';
import { startWebhookWorker } from './modules/webhooks/worker';
import { deliveryDepsOf } from './modules/webhooks/delivery-settings';
import { transactionToolRoutes } from './modules/transaction-tools/routes';
import { savedFilterRoutes } from './modules/saved-filters/routes';
import { listViewRoutes } from './modules/list-views/routes';
import { paymentSettingsRoutes } from './modules/settings/payment-settings/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { startReportExportWorker } from './modules/reports/export';
import { reportRoutes } from './modules/reports/routes';
import { reportSettingsRoutes } from './modules/reports/settings/routes';
import { dailyFileRoutes } from './modules/reports/daily-files/routes';
import { feeReceiverRoutes } from './modules/settings/fees/routes';
import { billingSettingsRoutes } from './modules/settings/billing/routes';
import { whitelistingRoutes } from './modules/settings/whitelisting/routes';
import { ratioThresholdRoutes } from './modules/settings/alert-thresholds/routes';
import { startScheduler } from './modules/scheduler/scheduler-worker';
import { schedulerRoutes } from './modules/scheduler/routes';
import { invoiceRoutes } from './modules/reports/invoices/routes';
import { dataAnalyticsRoutes } from './modules/data-analytics/routes';
import { userRoutes } from './modules/users/routes';
import { paymentConfigurationRoutes } from './modules/settings/payment-configuration/routes';
import { startJobQueue, type JobQueue } from './jobs/job-queue';
import { startExportWorker } from './modules/transactions/export/export-job';

/**
 * The proxies TRUST_PROXY believes (proxy-addr's names): the portal's nginx and a cluster's ingress live on loopback or
 * a private network; a client never does in production, so the first address from the right outside them is the client.
 */
export const TRUSTED_PROXY_ADDRESSES = 'loopback, linklocal, uniquelocal';

export interface Server {
  app: FastifyInstance;
  provider: Provider;
  database: Database;
  config: AppConfig;
  jobs: JobQueue;
  /** Seals and opens secrets at rest (ADR 0083). */
  vault: SecretVault;
  /** The API's session checks kept in memory (ADR 0127). */
  sessions: SessionCache;
  drain(ms: number): Promise<void>;
  close(): Promise<void>;
}

const HOUR = 3_600_000;

/** Opens the database (migrated, seeded), builds the provider and every route; does not listen. */
export async function createServer(config: AppConfig): Promise<Server> {
  const database = await openDatabase(config);
  try {
    return await buildOn(database, config);
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function buildOn(database: Database, config: AppConfig): Promise<Server> {
  // The handle every module gets follows a mutating call's transaction (ADR 0081): its writes and its audit event commit together.
  const db = transactionAware(database.db);
  // One process migrates and seeds at start; a cluster's replicas wait for the release's setup Job (ADR 0097).
  if (config.databaseSetup === 'wait') await waitForSetUpDatabase(database.db, { log: (line) => console.log(line) });
  else await setUpDatabase(db, config);
  await deleteExpiredPayloads(db);
  const vault = new SecretVault(db, config.secretsMasterKey);
  const keys = await loadProviderKeys(db);
  const provider = createProvider({ config, db, keys });
  // The provider builds its endpoint URLs from X-Forwarded-Proto/-Host: a trusted ingress's (TRUST_PROXY), or
  // the ones identityRoutes pins to PUBLIC_ORIGIN on every request otherwise (ADR 0032).
  provider.proxy = true;
  const verify = createTokenVerifier({ issuer: issuerOf(config), publicKeys: keys.publicKeys });
  // Session checks kept in memory (ADR 0127): forgotten on this process's writes at once, on other processes' through
  // PostgreSQL's NOTIFY (PGlite has no other process).
  const sessions = createSessionCache();
  database.sessionWrites.attach(sessions);
  const sessionChanges = database.kind === 'postgres' && config.databaseUrl
    ? listenForSessionChanges(config.databaseUrl, sessions, (line) => app.log.warn(line))
    : undefined;

  const app = Fastify({
    logger: { level: config.logLevel },
    // Behind a proxy, trust only proxies on loopback and private networks, so the client is the nearest address that is
    // none of them: the left of X-Forwarded-For is what the caller wrote, and `true` would let a card tester or a
    // password guesser choose its address for every per-address limit (ADR 0118).
    trustProxy: config.trustProxy ? TRUSTED_PROXY_ADDRESSES : false,
    // While a replica stops (a rolling restart), a request that still arrives on an open connection is served, not
    // answered 503: nginx does not send a POST again to the other replica, so the user would see the error.
    // New connections are refused from the start of the close, and those nginx does try elsewhere.
    return503OnClosing: false,
    // Bodies strict (no coercion, unknown fields refused), query strings, params and headers coerced (ADR 0074).
    schemaController: { compilersFactory: { buildValidator: validatorsByPart(), buildSerializer: serializersOnce() } },
  });
  // Draining (SHUTDOWN_DRAIN_MS, ADR 0102): every answer closes its connection, and readiness says 503.
  const drainState = { draining: false };
  app.addHook('onRequest', async (_request, reply) => {
    if (drainState.draining) reply.raw.setHeader('connection', 'close'); // raw: the provider's answers too
  });
  registerHealthRoutes(app, database.db, drainState);
  // Every route from here on is recorded: the contract test checks each API route came from a declaration.
  recordRoutes(app);
  installErrorHandler(app);
  // The provider answers its own errors; its unexpected ones belong in the server log.
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'OpenID provider error'));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Payments portal API', version: '0.1.0', description: 'Reference backend of the portal (spec part 1 section 7).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });
  // Before middie: the token endpoint's limit must run before middie hands /oidc to the provider.
  await registerRateLimits(app, config, db, provider);
  await app.register(middie);
  await app.register(formbody);
  // Mail leaves through SMTP_URL when set and is kept in the development mailbox with DEV_MAILBOX (ADR 0075); it is always logged.
  replaceMailOutbox(app, new LoggingMailOutbox(app.log, undefined, [
    ...(config.smtpUrl ? [smtpDelivery(config.smtpUrl, config.mailFrom)] : []),
    ...(config.devMailbox ? [devMailboxDelivery(db)] : []),
  ]));

  await identityRoutes(app, { config, db, provider, verify, sessions, cookieKey: keys.cookieKeys[0]! });
  apiCors(app, '/svc', portalOrigins(config));
  apiHeaders(app, '/svc');
  // The portal's API and the public one, compressed for clients that accept it (ADR 0139).
  apiCompression(app, ['/svc', '/api']);
  // Background jobs (ADR 0045) on the same database; the workers start once the routes exist, and stop before the database closes.
  const jobs = await startJobQueue(database, app.log);
  const deps: ApiDeps = { config, db, verify, sessions, jobs, vault };
  userRoutes(app, deps);
  lookupRoutes(app, deps);
  paymentConfigurationRoutes(app, deps);
  merchantRoutes(app, deps);
  tenantRoutes(app, deps);
  shellRoutes(app, deps);
  supportRoutes(app, deps);
  transactionRoutes(app, deps);
  // After the transactions: where a section 7.3 lookup meets a URL the lookups already serve (the websites a
  // caller may filter by, with its Customer filter), the first registration keeps it.
  referenceDataRoutes(app, deps);
  disputeRoutes(app, deps);
  bulkStatusUpdateRoutes(app, deps);
  processingSetupRoutes(app, deps);
  merchantPaymentRoutes(app, deps);
  virtualTerminalRoutes(app, deps);
  openBankingRoutes(app, deps);
  utrResubmissionRoutes(app, deps);
  tenantPaymentRoutes(app, deps);
  approvalRoutes(app, deps);
  rdrRoutes(app, deps);
  transactionWebhookRoutes(app, deps);
  webhookEndpointRoutes(app, deps);
  apiKeyRoutes(app, deps);
  publicApiRoutes(app, deps);
  paymentLinkRoutes(app, deps);
  paymentLinkPaymentsRoutes(app, deps);
  payPageRoutes(app, deps);
  antifraudRoutes(app, deps);
  smartRoutingRoutes(app, deps);
  savedFilterRoutes(app, deps);
  listViewRoutes(app, deps);
  paymentSettingsRoutes(app, deps);
  dashboardRoutes(app, deps);
  reportRoutes(app, deps);
  reportSettingsRoutes(app, deps);
  dailyFileRoutes(app, deps);
  invoiceRoutes(app, deps);
  dataAnalyticsRoutes(app, deps);
  feeReceiverRoutes(app, deps);
  billingSettingsRoutes(app, deps);
  whitelistingRoutes(app, deps);
  ratioThresholdRoutes(app, deps);
  schedulerRoutes(app, deps);
  await fileRoutes(app, deps);
  // After the files module: bank-order uploads read multipart, whose parser it registers.
  transactionToolRoutes(app, deps);
  devMailboxRoutes(app, deps);
  userAdminRoutes(app, deps);
  dataPermissionRoutes(app, deps);
  tenantManagementRoutes(app, deps);
  leaveRoutes(app, deps);
  crmSettingsRoutes(app, deps);
  crmRoutes(app, deps);
  crmActivityRoutes(app, deps);
  crmPricingRoutes(app, deps);
  crmEmailsRoutes(app, deps);
  crmOffersRoutes(app, deps);
  boardingRoutes(app, deps);
  crmDealRoutes(app, deps);
  documentationRoutes(app, deps);
  assistantRoutes(app, deps);
  auditRoutes(app, deps);
  roleRoutes(app, deps);
  scaRoutes(app, deps);
  await notificationRoutes(app, deps);
  await startExportWorker(jobs, db);
  await startReportExportWorker(jobs, db);
  await startBulkUpdateWorker(jobs, db);
  // The daily files, the ratio watch, the runs purge and the tenants' custom jobs (ADR 0103).
  // Its jobs' e-mail goes through the server's outbox (SMTP or the development mailbox), read when a run starts.
  await startScheduler(jobs, db, undefined, () => ({ mail: mailOutboxOf(app), publicOrigin: config.publicOrigin }));
  await startKeyRotationWorker(jobs, db, vault);
  const webhookWorker = config.webhookWorker ? startWebhookWorker(deliveryDepsOf(deps), app.log) : undefined;
  // The route table is a map for an attacker too: served only where OPENAPI_DOCS allows (ADR 0032).
  if (config.openApiDocs) app.get('/svc/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  let portal: PortalStatic | undefined;
  if (config.portalRoot) portal = await portalStatic(app, { ...config, portalRoot: config.portalRoot });
  app.setNotFoundHandler((request, reply) => {
    if (portal?.spaFallback(request, reply)) return;
    void reply.code(404).send({ error: 'Not found' });
  });

  const cleanup = setInterval(() => {
    deleteExpiredPayloads(db).catch((err) => app.log.warn({ err }, 'could not delete expired provider rows'));
  }, HOUR);
  cleanup.unref();

  await app.ready();
  return {
    app, provider, database, config,
    jobs,
    vault,
    sessions,
    /**
     * The first part of a stop: for `ms` the replica keeps serving, but its readiness answers 503 and each connection is
     * closed after its answer, so the proxies in front stop sending to it without losing a request; then `close()`.
     */
    async drain(ms: number) {
      drainState.draining = true;
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
    },
    async close() {
      clearInterval(cleanup);
      await webhookWorker?.stop();
      await jobs.stop();
      await app.close();
      await sessionChanges?.stop();
      await database.close();
    },
  };
}
