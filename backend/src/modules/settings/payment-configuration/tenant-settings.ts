import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bankingChannels, mids, mpiConfigurations, paymentChannels, posProviders, terminals } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import { currenciesOfConnectedTerminals } from '../../transaction-tools/terminal-hosts';
import type { ApiDeps } from '../../../http/deps';
import { crudRoutes, listRoute } from '../../../http/resource-routes';
import { BANKING_CHANNELS, MIDS, MPI_CONFIGURATIONS, PAYMENT_CONFIGURATION_MESSAGES as M, POS_PROVIDERS, type MidStatus } from '@portal/contracts';
import type { BankingChannelBody, MidBody, MpiConfigurationBody, PosProviderBody } from '@portal/contracts';
import { anyRow, checkCountry, checkCurrencies, checkProvider, orNull, rowTenant, secretHint, secretToStore } from './references';

/**
 * A tenant's payment configuration (ADR 0065): POS providers, banking channels, MPI configurations and MIDs.
 * Tenant staff change their own tenant's; platform staff pick the tenant (tenantId).
 */

const staff = (page: string) => ({ userTypes: ['platform' as const, 'crm' as const], anyPermission: [`Settings.${page}`, `Platform.Settings.${page}`] });

type PosRow = typeof posProviders.$inferSelect;
type BankingRow = typeof bankingChannels.$inferSelect;
type MpiRow = typeof mpiConfigurations.$inferSelect;
type MidRow = typeof mids.$inferSelect;

export function tenantSettingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  posProviderRoutes(app, deps);
  bankingChannelRoutes(app, deps);
  mpiRoutes(app, deps);
  midRoutes(app, deps);
}

function posProviderRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const access = staff('PosProviders');
  const owner = { tenantId: posProviders.tenantId };
  const toRow = (r: PosRow) => ({
    id: r.id, tenantId: r.tenantId, name: r.name, countryId: r.countryId, currencies: r.currencies, endpointUrl: r.endpointUrl,
    isActive: r.isActive, ...secretHint(r.secret, true),
  });
  listRoute(app, deps, POS_PROVIDERS, {
    access, table: posProviders, owner, toRow,
    columns: { id: posProviders.id, name: posProviders.name, countryId: posProviders.countryId, isActive: posProviders.isActive },
  });
  crudRoutes(app, deps, POS_PROVIDERS, {
    access, table: posProviders, columns: { id: posProviders.id }, owner, toRow, conflict: M.nameTaken,
    // Its terminals connect through it (ADR 0152): not deleted while they do, and it keeps taking their currencies.
    inUse: async (id, { db }) => ((await anyRow(db, terminals, eq(terminals.posProviderId, id))) ? M.posProviderUsedByTerminals : null),
    toValues: async (b: PosProviderBody, { db, scope }, existing: PosRow | null) => {
      await checkCountry(db, b.countryId);
      await checkCurrencies(db, b.currencies);
      const dropped = existing ? (await currenciesOfConnectedTerminals(db, existing.id)).filter((c) => !b.currencies.includes(c)) : [];
      if (dropped.length) throw badRequest(`${M.posProviderCurrencyInUse}: ${dropped.join(', ')}`);
      const secret = await secretToStore(deps.vault, rowTenant(scope, existing), b.apiKey, existing, true);
      return { name: b.name.trim(), countryId: b.countryId, currencies: b.currencies, endpointUrl: orNull(b.endpointUrl), isActive: b.isActive, secret };
    },
  });
}

function bankingChannelRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const access = staff('BankingServiceBankingChannels');
  const owner = { tenantId: bankingChannels.tenantId };
  const toRow = (r: BankingRow) => ({
    id: r.id, tenantId: r.tenantId, name: r.name, bankName: r.bankName, countryId: r.countryId, currency: r.currency,
    scheme: r.scheme as BankingChannelBody['scheme'], purpose: r.purpose as BankingChannelBody['purpose'], accountIdentifier: r.accountIdentifier,
    bic: r.bic, apiUsername: r.apiUsername, isActive: r.isActive,
    // A password's characters are never hinted at.
    ...secretHint(r.secret, false),
  });
  listRoute(app, deps, BANKING_CHANNELS, {
    access, table: bankingChannels, owner, toRow,
    columns: { id: bankingChannels.id, name: bankingChannels.name, bankName: bankingChannels.bankName, currency: bankingChannels.currency, purpose: bankingChannels.purpose, isActive: bankingChannels.isActive },
  });
  crudRoutes(app, deps, BANKING_CHANNELS, {
    access, table: bankingChannels, columns: { id: bankingChannels.id }, owner, toRow, conflict: M.nameTaken,
    toValues: async (b: BankingChannelBody, { db, scope }, existing: BankingRow | null) => {
      await checkCountry(db, b.countryId);
      await checkCurrencies(db, [b.currency]);
      return {
        name: b.name.trim(), bankName: b.bankName.trim(), countryId: b.countryId, currency: b.currency, scheme: b.scheme,
        purpose: b.purpose, accountIdentifier: b.accountIdentifier, bic: orNull(b.bic), apiUsername: orNull(b.apiUsername), isActive: b.isActive,
        secret: await secretToStore(deps.vault, rowTenant(scope, existing), b.password, existing, false),
      };
    },
  });
}

function mpiRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const access = staff('Mpi');
  const owner = { tenantId: mpiConfigurations.tenantId };
  const toRow = (r: MpiRow) => ({
    id: r.id, tenantId: r.tenantId, name: r.name, cardScheme: r.cardScheme as MpiConfigurationBody['cardScheme'],
    threeDsVersion: r.threeDsVersion as MpiConfigurationBody['threeDsVersion'], directoryServerUrl: r.directoryServerUrl,
    acquirerBin: r.acquirerBin, requestorId: r.requestorId, merchantName: r.merchantName,
    challengePreference: r.challengePreference as MpiConfigurationBody['challengePreference'], isActive: r.isActive, ...secretHint(r.secret, false),
  });
  listRoute(app, deps, MPI_CONFIGURATIONS, {
    access, table: mpiConfigurations, owner, toRow,
    columns: { id: mpiConfigurations.id, name: mpiConfigurations.name, cardScheme: mpiConfigurations.cardScheme, isActive: mpiConfigurations.isActive },
  });
  crudRoutes(app, deps, MPI_CONFIGURATIONS, {
    access, table: mpiConfigurations, columns: { id: mpiConfigurations.id }, owner, toRow, conflict: M.nameTaken,
    toValues: async (b: MpiConfigurationBody, { scope }, existing: MpiRow | null) => ({
      name: b.name.trim(), cardScheme: b.cardScheme, threeDsVersion: b.threeDsVersion, directoryServerUrl: b.directoryServerUrl,
      acquirerBin: b.acquirerBin, requestorId: b.requestorId.trim(), merchantName: b.merchantName.trim(), challengePreference: b.challengePreference,
      isActive: b.isActive, secret: await secretToStore(deps.vault, rowTenant(scope, existing), b.password, existing, false),
    }),
  });
}

function midRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const access = staff('MidManagment');
  const owner = { tenantId: mids.tenantId, mode: mids.mode };
  const toRow = (r: MidRow) => ({
    id: r.id, tenantId: r.tenantId, mid: r.mid, serviceProviderId: r.serviceProviderId, acquirerBin: r.acquirerBin,
    acquirerCountryId: r.acquirerCountryId, mcc: r.mcc, currencies: r.currencies, descriptor: r.descriptor, status: r.status,
  });
  listRoute(app, deps, MIDS, {
    access, table: mids, owner, toRow,
    columns: { id: mids.id, mid: mids.mid, descriptor: mids.descriptor, serviceProviderId: mids.serviceProviderId, status: mids.status },
  });
  crudRoutes(app, deps, MIDS, {
    access, table: mids, columns: { id: mids.id }, owner, toRow, conflict: M.midTaken,
    toValues: async (b: MidBody, { db }, existing: MidRow | null) => {
      // A new MID needs an active provider; an existing one may keep the provider it has.
      if (!existing || existing.serviceProviderId !== b.serviceProviderId) await checkProvider(db, b.serviceProviderId);
      await checkCountry(db, b.acquirerCountryId);
      await checkCurrencies(db, b.currencies);
      return {
        mid: b.mid, serviceProviderId: b.serviceProviderId, acquirerBin: b.acquirerBin, acquirerCountryId: b.acquirerCountryId,
        mcc: b.mcc, currencies: b.currencies, descriptor: b.descriptor.trim(), status: b.status as MidStatus,
      };
    },
    inUse: async (id, { db }) => ((await anyRow(db, paymentChannels, eq(paymentChannels.midId, id))) ? M.midUsedByChannels : null),
  });
}
