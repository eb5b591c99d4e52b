import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '../../lib/contracts';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { errorResponses, lookupItem } from '../../http/schemas';
import { lookups } from './repository';

const list = (item: object) => ({ response: { 200: { type: 'array', items: item }, ...errorResponses } });
const currencyItem = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, code: { type: 'string' }, decimalPlaces: { type: 'integer' } },
};
const tags = ['Lookups'];

/** Lookups any signed-in user may read (spec part 1 section 7 "Lookups and users"). */
export function lookupRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  // Tenant-side users call lookup/active-countries; merchants call crm/lookup/active-countries.
  for (const path of [API_PATHS.activeCountries, API_PATHS.merchantActiveCountries]) {
    apiRoute(app, deps, { method: 'GET', path, summary: 'Active countries', tags, schema: list(lookupItem), handler: () => lookups.countries(db) });
  }
  apiRoute(app, deps, {
    method: 'GET', path: API_PATHS.activeCurrencies, summary: 'Active currencies (with decimal places)', tags,
    schema: list(currencyItem), handler: () => lookups.currencies(db),
  });
  apiRoute(app, deps, {
    method: 'GET', path: API_PATHS.activePaymentMethods, summary: 'Active payment methods', tags,
    schema: list(lookupItem), handler: () => lookups.paymentMethods(db),
  });
  apiRoute(app, deps, {
    method: 'GET', path: API_PATHS.serviceProviders, summary: 'Transaction service providers', tags,
    schema: list(lookupItem), handler: () => lookups.serviceProviders(db),
  });
}
