import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../../http/api-route';
import type { ApiDeps } from '../../http/deps';
import { ApiError } from '../../http/errors';
import { resolveScope, type Scope } from '../../http/scope';
import { VIRTUAL_TERMINAL_ENDPOINTS as E, VIRTUAL_TERMINAL_PERMISSIONS as P, type VirtualTerminalInput } from '@portal/contracts';
import { idempotent } from '../transactions/actions/idempotency';
import { actorOf } from '../transactions/actions/types';
import type { Principal } from '../users/repository';
import { checkCard, customerIpOf, routeCardPayment, takeCardPayment } from './take-payment';

/**
 * The virtual terminal's two calls (ADR 0054): tenant staff with the tenant page's permission, for a merchant of their
 * tenant (another tenant's merchant is 404 through the one scope resolver); merchant users with the merchant page's,
 * for their own websites. Idempotent by request id; what identifies a request is the card's masked digits and
 * the rest of the body, never the CVC or the full number.
 */
export function virtualTerminalRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  const take = async (principal: Principal, scope: Scope, headers: { 'x-request-id': string; systemmode: 'Test' | 'Live' }, input: VirtualTerminalInput & { merchantId: string }) => {
    const now = new Date();
    checkCard(input, now);
    customerIpOf(input);
    const route = await routeCardPayment(db, scope, input, headers.systemmode);
    const digits = input.cardNumber.replace(/[\s-]/g, '');
    const { cvc: _cvc, cardNumber: _number, ...rest } = input;
    const answer = await idempotent(db, {
      requestId: headers['x-request-id'], userId: principal.user.id, action: 'virtualTerminal', target: input.merchantId,
      request: { mode: headers.systemmode, body: { ...rest, card: `${digits.slice(0, 6)}…${digits.slice(-4)}` } },
    }, (tx) => takeCardPayment({ tx, actor: actorOf(principal), scope, headers: { mode: headers.systemmode }, now }, input, route));
    if (!answer.ok) throw new ApiError(answer.status, answer.body.error);
    return answer.body;
  };

  apiRoute(app, deps, E.staff, {
    access: { userTypes: ['crm'], anyPermission: [P.crm] },
    handler: async ({ principal, headers, body }) => take(principal, await resolveScope(db, principal), headers, body),
  });
  apiRoute(app, deps, E.merchant, {
    // The Transactions area opens once the merchant may test (ADR 0111): a boarding merchant's payment is refused with why.
    access: { userTypes: ['merchant'], anyPermission: [P.merchant], merchantArea: 'transactions' },
    handler: async ({ principal, headers, body }) => take(principal, await resolveScope(db, principal), headers, { ...body, merchantId: principal.user.merchantId! }),
  });
}
