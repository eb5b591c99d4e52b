import { OPPORTUNITIES, OPPORTUNITY_BOARD_ENDPOINTS, PROJECT_BOARD_ENDPOINTS, PROJECTS } from '@portal/contracts';
import type { ApiDeps } from '../../http/deps';
import type { ResourceCall } from '../../http/resource-routes';
import { scopeOf } from '../../http/scope';
import type { Principal } from '../users/repository';

export const DEAL_RESOURCES = { opportunity: OPPORTUNITIES, project: PROJECTS } as const;
export const DEAL_BOARD_ENDPOINTS = { opportunity: OPPORTUNITY_BOARD_ENDPOINTS, project: PROJECT_BOARD_ENDPOINTS } as const;

/** The call a handler works with: the caller's scope (platform staff name the tenant to write to). */
export const dealCall = (deps: ApiDeps, principal: Principal, tenantId: string | undefined, writing: boolean): ResourceCall => ({
  principal, db: deps.db, mode: 'Test',
  scope: scopeOf(principal, { tenantId: tenantId || undefined, tenantRequired: writing && principal.user.userType === 'platform' }),
});
