import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../../http/deps';
import { catalogueRoutes } from './catalogues';
import { tenantSettingRoutes } from './tenant-settings';

/** The payment configuration settings (ADR 0065): the platform's catalogues and a tenant's payment set-up. */
export function paymentConfigurationRoutes(app: FastifyInstance, deps: ApiDeps): void {
  catalogueRoutes(app, deps);
  tenantSettingRoutes(app, deps);
}
