import type { FastifyInstance } from 'fastify';
import { apiRoute, checkAccess } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { resolveScope } from '../../http/scope';
import { PROCESSING_SETUP_ENDPOINTS } from '@portal/contracts';
import type { Principal } from '../users/repository';
import { checkProcessingSetup } from './check';

/** The tool's page permission per user type (route catalogue: processing-setup-tool of each menu). */
const TOOL_PERMISSIONS = {
  crm: 'CRM.TransactionManagement.ProcessingSetupTool',
  platform: 'Platform.Transaction.ProcessingSetupTool',
  merchant: 'Merchant.Transactions.ProcessingSetupTool',
} as const;

const mayUse = (principal: Principal) => checkAccess(principal, { anyPermission: [TOOL_PERMISSIONS[principal.user.userType]] });

/** Processing setup tool (issue 13 part A, ADR 0050): staff name the merchant, merchants check their own. */
export function processingSetupRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  apiRoute(app, deps, PROCESSING_SETUP_ENDPOINTS.staff, {
    access: { userTypes: ['crm', 'platform'] },
    handler: async ({ mode, principal, query }) => {
      mayUse(principal);
      const scope = await resolveScope(db, principal, { tenantId: query.tenantId });
      return checkProcessingSetup(db, scope, { ...query, mode });
    },
  });
  apiRoute(app, deps, PROCESSING_SETUP_ENDPOINTS.merchant, {
    access: { userTypes: ['merchant'] },
    handler: async ({ mode, principal, query }) => {
      mayUse(principal);
      const scope = await resolveScope(db, principal);
      return checkProcessingSetup(db, scope, { ...query, merchantId: principal.user.merchantId!, mode });
    },
  });
}
