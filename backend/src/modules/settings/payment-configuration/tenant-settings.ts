import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bankingChannels, mids, mpiConfigurations, paymentChannels, posProviders } from '../../../db/schema';
import type { ApiDeps } from '../../../http/deps';
import { BANKING_CHANNELS, MIDS, MPI_CONFIGURATIONS, PAYMENT_CONFIGURATION_MESSAGES as M, POS_PROVIDERS, type MidStatus } from '../../../lib/contracts';
import type { BankingChannelBody, MidBody, MpiConfigurationBody, PosProviderBody } from '@portal/contracts';
import { crudRoutes } from './crud';
import { anyRow, checkCountry, checkCurrencies, checkProvider, orNull, secretHint, secretToStore } from './references';

/**
 * A tenant's payment configuration (ADR 0065): POS providers, banking channels, MPI configurations and MIDs.
 * Tenant staff change their own tenant's; platform staff pick the tenant (tenantId).
 */

const staff = (page: string) => ({ userTypes: ['platform' as const, 'crm' as const], anyPermission: [`Settings.${page}`, `Platform.Settings.${page}`] });
const newId = (existing: unknown) => (existing ? {} : { id: randomUUID() });

type PosRow = typeof posProviders.$inferSelect;
type BankingRow = typeof bankingChannels.$inferSelect;
type MpiRow = typeof mpiConfigurations.$inferSelect;
type MidRow = typeof mids.$inferSelect;

export function tenantSettingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  crudRoutes(app, deps, POS_PROVIDERS, {
    access: staff('PosProviders'), taken: M.nameTaken, table: posProviders, id: posProviders.id, tenantColumn: posProviders.tenantId,
    columns: { name: posProviders.name, countryId: posProviders.countryId, isActive: posProviders.isActive },
    toRow: (r: PosRow) => ({
      id: r.id, tenantId: r.tenantId, name: r.name, countryId: r.countryId, currencies: r.currencies, endpointUrl: r.endpointUrl,
      isActive: r.isActive, ...secretHint(r.secret, true),
    }),
    toValues: async (b: PosProviderBody, { db, existing }) => {
      await checkCountry(db, b.countryId);
      await checkCurrencies(db, b.currencies);
      return { ...newId(existing), name: b.name.trim(), countryId: b.countryId, currencies: b.currencies, endpointUrl: orNull(b.endpointUrl), isActive: b.isActive, secret: secretToStore(b.apiKey, existing) };
    },
  });

  crudRoutes(app, deps, BANKING_CHANNELS, {
    access: staff('BankingServiceBankingChannels'), taken: M.nameTaken, table: bankingChannels, id: bankingChannels.id, tenantColumn: bankingChannels.tenantId,
    columns: { name: bankingChannels.name, bankName: bankingChannels.bankName, currency: bankingChannels.currency, purpose: bankingChannels.purpose, isActive: bankingChannels.isActive },
    toRow: (r: BankingRow) => ({
      id: r.id, tenantId: r.tenantId, name: r.name, bankName: r.bankName, countryId: r.countryId, currency: r.currency,
      scheme: r.scheme, purpose: r.purpose, accountIdentifier: r.accountIdentifier, bic: r.bic, apiUsername: r.apiUsername, isActive: r.isActive,
      // A password's characters are never hinted at.
      ...secretHint(r.secret, false),
    }),
    toValues: async (b: BankingChannelBody, { db, existing }) => {
      await checkCountry(db, b.countryId);
      await checkCurrencies(db, [b.currency]);
      return {
        ...newId(existing), name: b.name.trim(), bankName: b.bankName.trim(), countryId: b.countryId, currency: b.currency, scheme: b.scheme,
        purpose: b.purpose, accountIdentifier: b.accountIdentifier, bic: orNull(b.bic), apiUsername: orNull(b.apiUsername), isActive: b.isActive,
        secret: secretToStore(b.password, existing),
      };
    },
  });

  crudRoutes(app, deps, MPI_CONFIGURATIONS, {
    access: staff('Mpi'), taken: M.nameTaken, table: mpiConfigurations, id: mpiConfigurations.id, tenantColumn: mpiConfigurations.tenantId,
    columns: { name: mpiConfigurations.name, cardScheme: mpiConfigurations.cardScheme, isActive: mpiConfigurations.isActive },
    toRow: (r: MpiRow) => ({
      id: r.id, tenantId: r.tenantId, name: r.name, cardScheme: r.cardScheme, threeDsVersion: r.threeDsVersion, directoryServerUrl: r.directoryServerUrl,
      acquirerBin: r.acquirerBin, requestorId: r.requestorId, merchantName: r.merchantName, challengePreference: r.challengePreference,
      isActive: r.isActive, ...secretHint(r.secret, false),
    }),
    toValues: async (b: MpiConfigurationBody, { existing }) => ({
      ...newId(existing), name: b.name.trim(), cardScheme: b.cardScheme, threeDsVersion: b.threeDsVersion, directoryServerUrl: b.directoryServerUrl,
      acquirerBin: b.acquirerBin, requestorId: b.requestorId.trim(), merchantName: b.merchantName.trim(), challengePreference: b.challengePreference,
      isActive: b.isActive, secret: secretToStore(b.password, existing),
    }),
  });

  crudRoutes(app, deps, MIDS, {
    access: staff('MidManagment'), taken: M.midTaken, table: mids, id: mids.id, tenantColumn: mids.tenantId, modeColumn: mids.mode,
    columns: { mid: mids.mid, descriptor: mids.descriptor, serviceProviderId: mids.serviceProviderId, status: mids.status },
    toRow: (r: MidRow) => ({
      id: r.id, tenantId: r.tenantId, mid: r.mid, serviceProviderId: r.serviceProviderId, acquirerBin: r.acquirerBin,
      acquirerCountryId: r.acquirerCountryId, mcc: r.mcc, currencies: r.currencies, descriptor: r.descriptor, status: r.status,
    }),
    toValues: async (b: MidBody, { db, existing }) => {
      // A new MID needs an active provider; an existing one may keep the provider it has.
      if (!existing || existing.serviceProviderId !== b.serviceProviderId) await checkProvider(db, b.serviceProviderId);
      await checkCountry(db, b.acquirerCountryId);
      await checkCurrencies(db, b.currencies);
      return {
        ...newId(existing), mid: b.mid, serviceProviderId: b.serviceProviderId, acquirerBin: b.acquirerBin, acquirerCountryId: b.acquirerCountryId,
        mcc: b.mcc, currencies: b.currencies, descriptor: b.descriptor.trim(), status: b.status as MidStatus,
      };
    },
    inUse: async (db, id) => ((await anyRow(db, paymentChannels, eq(paymentChannels.midId, id))) ? M.midUsedByChannels : null),
  });
}
