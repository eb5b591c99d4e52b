import { ApiError } from '../../../http/errors';
import { ACTION_REFUSALS, type ActionRefusal, type ActionVerdict } from '@portal/contracts';

/**
 * A refusal a request id keeps (ADR 0046): the idempotent runner stores it as the request's answer. The rule
 * table's refusals are ones; so are the merchant payments' rules (ADR 0051).
 */
export class StoredRefusal extends ApiError {}

/** A refusal of the rule table (ADR 0046): 409 or 422 with the contract's message; nothing was written. */
export class ActionRefused extends StoredRefusal {
  constructor(readonly refusal: ActionRefusal) {
    super(ACTION_REFUSALS[refusal].status, ACTION_REFUSALS[refusal].message);
  }
}

export function refuse(refusal: ActionRefusal): never {
  throw new ActionRefused(refusal);
}

/** Goes on when the verdict allows the action, else refuses with its reason. */
export function enforce(verdict: ActionVerdict): void {
  if (!verdict.allowed) refuse(verdict.refusal);
}
