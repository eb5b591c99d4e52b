import { checkAccess } from '../../../http/api-route';
import { TRANSACTION_ACTION_PERMISSIONS } from '@portal/contracts';
import type { Principal } from '../../users/repository';

/**
 * Who may act (ADR 0046): tenant staff holding `act` (capture, void, refund, ..., resend webhook, relationships) or
 * `approve` (approve, decline, batch payout approvals); platform staff holding
 * Platform.Transaction.Actions.TransactionStatusChange, for StatusChange and, on any tenant's transaction, the
 * tenant actions (the tenantId header narrows to one tenant). Merchants none: section 7.2 gives them no action.
 */
export type ActionPermission = 'act' | 'approve';

export function mayAct(principal: Principal, permission: ActionPermission): void {
  const P = TRANSACTION_ACTION_PERMISSIONS;
  const needed = principal.user.userType === 'platform' ? P.platformStatusChange : P[permission];
  checkAccess(principal, { userTypes: ['crm', 'platform'], anyPermission: [needed] });
}

/** StatusChange by actionType: platform staff with their permission only. */
export function mayChangeStatus(principal: Principal): void {
  checkAccess(principal, { userTypes: ['platform'], anyPermission: [TRANSACTION_ACTION_PERMISSIONS.platformStatusChange] });
}
