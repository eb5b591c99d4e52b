import {
  allowedActions, TRANSACTION_ACTION_PERMISSIONS,
  type TransactionAction, type TransactionBalance, type TransactionLookupKind, type TransactionRecord,
} from '@portal/contracts';

const P = TRANSACTION_ACTION_PERMISSIONS;
const DECISIONS: readonly TransactionAction[] = ['approve', 'decline'];

/**
 * What the drawer offers (issue 10; spec part 2 sections 6, 7.1, 7.2): exactly the actions the contract's rule
 * table allows on this transaction and balance, that the user may take. Tenant staff: approve and decline with
 * the approvals permission, the others with the actions permission. Platform staff: approve and decline only
 * (by StatusChange), with their status-change permission. Merchants: none.
 */
export function offeredActions(
  tx: TransactionRecord, balance: TransactionBalance, kind: TransactionLookupKind, permissions: ReadonlySet<string>,
): TransactionAction[] {
  if (kind === 'merchant') return [];
  const allowed = allowedActions(tx, balance);
  if (kind === 'platform') return permissions.has(P.platformStatusChange) ? allowed.filter((a) => DECISIONS.includes(a)) : [];
  return allowed.filter((action) => permissions.has(DECISIONS.includes(action) ? P.approve : P.act));
}

/** At most this many actions show as buttons; the rest go into the "More actions" menu. */
export const BUTTONS_SHOWN = 3;
