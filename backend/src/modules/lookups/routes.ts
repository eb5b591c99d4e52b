import type { FastifyInstance } from 'fastify';
import { LOOKUP_ENDPOINTS } from '@portal/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { lookups } from './repository';

/** Lookups any signed-in user may read (spec part 1 section 7 "Lookups and users"). */
export function lookupRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  // Tenant-side users call lookup/active-countries; merchants call crm/lookup/active-countries.
  apiRoute(app, deps, LOOKUP_ENDPOINTS.activeCountries, { handler: () => lookups.countries(db) });
  apiRoute(app, deps, LOOKUP_ENDPOINTS.merchantActiveCountries, { handler: () => lookups.countries(db) });
  apiRoute(app, deps, LOOKUP_ENDPOINTS.activeCurrencies, { handler: () => lookups.currencies(db) });
  apiRoute(app, deps, LOOKUP_ENDPOINTS.activePaymentMethods, { handler: () => lookups.paymentMethods(db) });
  apiRoute(app, deps, LOOKUP_ENDPOINTS.serviceProviders, { handler: () => lookups.serviceProviders(db) });
}
