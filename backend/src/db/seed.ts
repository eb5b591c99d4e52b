import { seedLeave } from '../modules/leave/seed';
import { seedCrmSettings } from '../modules/crm-settings/seed';
import { seedAiScoping } from '../modules/assistant/seed';
import { seedCrmDeals } from '../modules/crm-deals/seed';
import { seedCrmCustomers } from '../modules/crm/seed';
import { seedCrmLeads } from '../modules/crm/lead-seed';
import { seedCrmActivity } from '../modules/crm-activity/seed';
import { seedCrmPricing } from '../modules/crm-pricing/seed';
import { seedCrmEmails } from '../modules/crm-emails/seed';
import { seedDocumentation } from '../modules/documentation/seed';
import { seedCrmOffers } from '../modules/crm-offers/seed';
import { seedBoarding } from '../modules/boarding/seed';
import { and, count, eq, inArray } from 'drizzle-orm';
import { seedDisputes } from '../modules/disputes/seed';
import { enrolKnownSecret } from '../modules/sca/authenticators';
import type { Db } from './client';
import * as t from './schema';
import { stableId } from '../lib/ids';
import { hashPassword } from '../lib/password';
import { DEMO_PERMISSIONS } from './demo-permissions';
import { seedNotifications } from '../modules/notifications/seed';
import { seedSupport } from '../modules/support/seed';
import { seedTransactions } from '../modules/transactions/seed';
import { seedDashboards } from '../modules/dashboards/seed';
import { seedTransactionTools } from '../modules/transaction-tools/seed';
import { seedReferenceData } from '../modules/settings/reference-data/seed';
import { seedPaymentConfiguration } from '../modules/settings/payment-configuration/seed';
import { seedFeeReceivers } from '../modules/settings/fees/seed';
import { seedBillingSettings } from '../modules/settings/billing/seed';
import { seedWhitelistEntries } from '../modules/settings/whitelisting/seed';
import { seedRatioThresholds } from '../modules/settings/alert-thresholds/seed';
import { seedPaymentSettings } from '../modules/settings/payment-settings/seed';
import { seedSmartRouting } from '../modules/smart-routing/seed';
import { seedGeoIp } from '../modules/geoip/seed';
import {
  DEMO_PASSWORD, DEMO_TOTP_SECRET, ROLE_NAMES, SEED_COUNTRIES, SEED_CURRENCIES, SEED_LANGUAGES, SEED_MERCHANTS,
  SEED_PAYMENT_METHODS, SEED_SERVICE_PROVIDERS, SEED_TENANTS, SEED_USERS, type SeedRoleKey, type SeedUser,
} from './seed-data';

/** Deterministic ids: the same seed gives the same rows everywhere (tests and docs may name them). */
export const seedIds = {
  tenant: (key: string) => stableId(`tenant:${key}`),
  merchant: (key: string) => stableId(`merchant:${key}`),
  role: (scope: string, role: SeedRoleKey) => stableId(`role:${scope}:${role}`),
  user: (email: string) => stableId(`user:${email}`),
  generatedMerchant: (tenantKey: string, n: number) => stableId(`generated-merchant:${tenantKey}:${n}`),
};

export const TENANT_ROLES: Array<{ key: SeedRoleKey; userType: 'crm' | 'merchant'; admin: boolean }> = [
  { key: 'tenantAdmin', userType: 'crm', admin: true },
  { key: 'tenantViewer', userType: 'crm', admin: false },
  { key: 'merchant', userType: 'merchant', admin: true },
  { key: 'merchantEmailSupport', userType: 'merchant', admin: true },
  { key: 'merchantOnboarding', userType: 'merchant', admin: true },
];

function roleRows() {
  const rows: Array<typeof t.roles.$inferInsert> = [{
    id: seedIds.role('platform', 'platform'), tenantId: null, name: ROLE_NAMES.platform, userType: 'platform',
    isAdministrator: true, permissions: DEMO_PERMISSIONS.platform(), builtIn: true,
  }];
  for (const tenant of SEED_TENANTS) {
    for (const role of TENANT_ROLES) {
      rows.push({
        id: seedIds.role(tenant.key, role.key), tenantId: seedIds.tenant(tenant.key), name: ROLE_NAMES[role.key],
        userType: role.userType, isAdministrator: role.admin, permissions: DEMO_PERMISSIONS[role.key](), builtIn: true,
      });
    }
  }
  return rows;
}

const demoUserRow = (u: SeedUser, passwordHash: string): typeof t.users.$inferInsert => ({
  id: seedIds.user(u.email), email: u.email, passwordHash, firstName: u.firstName, lastName: u.lastName,
  userType: u.userType, tenantId: u.tenant ? seedIds.tenant(u.tenant) : null,
  merchantId: u.merchant ? seedIds.merchant(u.merchant) : null,
  roleId: seedIds.role(u.tenant ?? 'platform', u.role), timeZone: u.timeZone, language: u.language,
});

/** Demo accounts added after a database was first seeded (its base seed does not run again): added once if missing. */
const DEMO_USERS_ADDED_LATER = ['tenant-approver@demo.test', 'merchant-approver@demo.test', 'ops@demo.test'];

async function seedDemoUsersAddedLater(db: Db): Promise<void> {
  const wanted = SEED_USERS.filter((u) => DEMO_USERS_ADDED_LATER.includes(u.email));
  const present = await db.select({ email: t.users.email }).from(t.users).where(inArray(t.users.email, wanted.map((u) => u.email)));
  const missing = wanted.filter((u) => !present.some((p) => p.email === u.email));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(t.users).values(missing.map((u) => demoUserRow(u, passwordHash))).onConflictDoNothing();
}

async function seedBase(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash for all demo accounts keeps start-up quick
  await db.transaction(async (tx) => {
    await tx.insert(t.tenants).values(SEED_TENANTS.map((x) => ({
      id: seedIds.tenant(x.key), name: x.name, supportEmail: x.supportEmail, emailSenderAddress: x.emailSenderAddress,
      isDefaultTenant: x.isDefaultTenant, themeSettings: x.themeSettings, logo: x.logo, favicon: x.favicon,
      fourEyesThresholdMajor: x.fourEyesThresholdMajor,
    }))).onConflictDoNothing();
    await tx.insert(t.merchants).values(SEED_MERCHANTS.map((m) => ({
      id: seedIds.merchant(m.key), tenantId: seedIds.tenant(m.tenant), legalBusinessName: m.legalBusinessName,
      boardingStage: m.boardingStage, merchantStatus: m.merchantStatus, reviewStatus: m.reviewStatus,
      processingStatus: m.processingStatus, activationDate: m.activationDate ? new Date(m.activationDate) : null,
      isActive: m.isActive, description: m.description,
    }))).onConflictDoNothing();
    await tx.insert(t.roles).values(roleRows()).onConflictDoNothing();
    await tx.insert(t.users).values(SEED_USERS.map((u) => demoUserRow(u, passwordHash))).onConflictDoNothing();
    await tx.insert(t.countries).values(SEED_COUNTRIES.map(([id, name, alpha3, numericCode]) => ({ id, name, alpha3, numericCode }))).onConflictDoNothing();
    await tx.insert(t.currencies).values(SEED_CURRENCIES.map(([code, name, decimalPlaces, numericCode, symbol]) => ({ id: code, code, name, decimalPlaces, numericCode, symbol }))).onConflictDoNothing();
    await tx.insert(t.paymentMethods).values(SEED_PAYMENT_METHODS.map(([id, name]) => ({ id, name }))).onConflictDoNothing();
    await tx.insert(t.serviceProviders).values(SEED_SERVICE_PROVIDERS.map(([id, name]) => ({ id, name }))).onConflictDoNothing();
    await tx.insert(t.languages).values(SEED_LANGUAGES.map(([id, name, nativeName]) => ({ id, name, nativeName }))).onConflictDoNothing();
  });
}

/** The demo roles follow the route catalogue: a permission added there reaches the demo accounts on the next start. */
async function syncDemoRolePermissions(db: Db): Promise<void> {
  for (const row of roleRows()) {
    // The seed's roles are the built-in ones (ADR 0079): read-only in the role editor.
    await db.update(t.roles).set({ permissions: row.permissions, builtIn: true }).where(eq(t.roles.id, row.id!));
  }
}

/** Demo accounts enrolled for SCA with the known secret (README: a tester computes their codes; ADR 0080). */
export const DEMO_SCA_ACCOUNTS = ['tenant@demo.test', 'tenant-approver@demo.test', 'platform@demo.test', 'merchant@demo.test'];

async function seedDemoAuthenticators(db: Db): Promise<void> {
  const present = await db.select({ id: t.users.id }).from(t.users).where(inArray(t.users.email, DEMO_SCA_ACCOUNTS));
  for (const user of present) await enrolKnownSecret(db, user.id, DEMO_TOTP_SECRET);
}

const STATUSES = ['Processing', 'Processing', 'Processing', 'SandboxEnabled', 'NoProcessing'] as const;

/** SEED_SIZE generated merchants per tenant (benchmarks); tops up when SEED_SIZE grows. */
export async function seedGeneratedMerchants(db: Db, perTenant: number): Promise<void> {
  if (perTenant <= 0) return;
  for (const tenant of SEED_TENANTS) {
    const tenantId = seedIds.tenant(tenant.key);
    const [row] = await db.select({ n: count() }).from(t.merchants)
      .where(and(eq(t.merchants.tenantId, tenantId), eq(t.merchants.generated, true)));
    const label = tenant.name.split(' ')[0];
    for (let start = (row?.n ?? 0) + 1; start <= perTenant; start += 1000) {
      const batch: Array<typeof t.merchants.$inferInsert> = [];
      for (let n = start; n < Math.min(start + 1000, perTenant + 1); n++) {
        const status = STATUSES[n % STATUSES.length]!;
        batch.push({
          id: seedIds.generatedMerchant(tenant.key, n), tenantId, generated: true,
          legalBusinessName: `${label} Merchant ${String(n).padStart(7, '0')} Ltd`,
          processingStatus: status, merchantStatus: n % 23 === 0 ? 'Closed' : 'Active', isActive: n % 23 !== 0,
          boardingStage: status === 'NoProcessing' ? 'Application' : 'Completed',
          reviewStatus: status === 'NoProcessing' ? 'Pending' : 'Approved',
          activationDate: status === 'Processing' ? new Date(Date.UTC(2020, 0, 1) + n * 3_600_000) : null,
        });
      }
      await db.insert(t.merchants).values(batch).onConflictDoNothing();
    }
  }
}

/** Idempotent: the base seed runs when there are no tenants; roles and SEED_SIZE are brought up to date on every start. */
export async function seedDatabase(db: Db, opts: { seedSize: number; transactionsPerMerchant?: number; seedDays?: number }): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(t.tenants);
  const seeded = (existing?.n ?? 0) === 0;
  if (seeded) await seedBase(db);
  else {
    await syncDemoRolePermissions(db);
    await seedDemoUsersAddedLater(db);
  }
  await seedDemoAuthenticators(db);
  await seedGeneratedMerchants(db, opts.seedSize);
  await seedNotifications(db);
  await seedSupport(db);
  // Tenant engine settings (ADR 0066) before the transactions: their fees are booked from the fee receivers.
  const tenantIds = SEED_TENANTS.map((x) => seedIds.tenant(x.key));
  await seedFeeReceivers(db, tenantIds);
  await seedBillingSettings(db, seedIds.tenant);
  await seedRatioThresholds(db, tenantIds);
  await seedWhitelistEntries(db, seedIds.tenant('acme'), seedIds.merchant('blue-bottle'));
  await seedTransactions(db, opts.transactionsPerMerchant ?? 0, opts.seedDays);
  await seedPaymentSettings(db);
  await seedDisputes(db);
  await seedTransactionTools(db);
  await seedPaymentConfiguration(db);
  await seedSmartRouting(db);
  await seedGeoIp(db);
  await seedDashboards(db, SEED_TENANTS.map((x) => seedIds.tenant(x.key)));
  await seedReferenceData(db, SEED_TENANTS.map((x) => seedIds.tenant(x.key)));
  await seedLeave(db);
  // After the dashboards' seed, which makes the onboarding pipelines.
  await seedCrmSettings(db, tenantIds);
  await seedCrmCustomers(db, { acme: seedIds.tenant('acme'), globex: seedIds.tenant('globex') });
  await seedCrmLeads(db, { acme: seedIds.tenant('acme'), globex: seedIds.tenant('globex') });
  for (const tenant of ['acme', 'globex'] as const) await seedCrmActivity(db, seedIds.tenant(tenant));
  await seedCrmPricing(db, { acme: seedIds.tenant('acme'), globex: seedIds.tenant('globex') });
  await seedCrmEmails(db, { acme: seedIds.tenant('acme'), globex: seedIds.tenant('globex') });
  await seedCrmOffers(db);
  // After the reference data: the documents name its document types.
  await seedBoarding(db);
  await seedCrmDeals(db, { acme: seedIds.tenant('acme'), globex: seedIds.tenant('globex') });
  await seedDocumentation(db, seedIds.tenant('acme'));
  await seedAiScoping(db, { acme: seedIds.tenant('acme'), globex: seedIds.tenant('globex') });
  return { seeded };
}
