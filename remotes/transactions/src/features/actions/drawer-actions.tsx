import { createContext, useContext, useState, type ReactNode } from 'react';
import { usePermissions } from '@portal/auth';
import { TRANSACTION_ACTION_PERMISSIONS, type TransactionLookupKind, type TransactionRecord } from '@portal/contracts';
import { deallocate, resendWebhook, type AllocationKey } from './action-api';
import { A } from '../../i18n/action-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { newRequestId, useActionRunner, type ActionRunner } from './use-action-runner';

/** Webhook deliveries a resend makes sense for: one was tried (not an event without an endpoint, not one under way). */
export const RESENDABLE_WEBHOOKS: readonly string[] = ['Failed', 'Delivered'];

export interface DrawerActions {
  runner: ActionRunner;
  /** Tenant staff holding the actions permission resend webhooks (events tab). */
  canResendWebhook: boolean;
  /** Event ids whose resend is in flight (their buttons wait). */
  resending: ReadonlySet<string>;
  resend(eventId: string, tx: TransactionRecord): Promise<boolean>;
  /** Tenant staff holding the actions permission end allocations (relationships tab). */
  canDeallocate: boolean;
  deallocate(allocation: AllocationKey, tx: TransactionRecord): Promise<boolean>;
}

const DrawerActionsContext = createContext<DrawerActions | null>(null);

/**
 * What the drawer's parts share to act (under the drawer's AlertBannerProvider): the runner that shows outcomes
 * in the drawer's banner and refreshes it, and the events tab's webhook resend (a fresh request id per click).
 */
export function DrawerActionsProvider({ kind, children }: { kind: TransactionLookupKind; children: ReactNode }) {
  const runner = useActionRunner();
  const { permissions } = usePermissions();
  const [resending, setResending] = useState<ReadonlySet<string>>(new Set());
  const { t } = useTransactionsTranslation();
  const canResendWebhook = kind === 'tenant' && permissions.has(TRANSACTION_ACTION_PERMISSIONS.act);
  const end = (allocation: AllocationKey, tx: TransactionRecord) => {
    const requestId = newRequestId();
    return runner.run({
      requestId,
      send: async () => {
        await deallocate(allocation, tx, requestId, 'tenant');
        return { message: t(A.deallocated, { reference: allocation.accountReference }) };
      },
    });
  };
  const resend = async (eventId: string, tx: TransactionRecord) => {
    setResending((ids) => new Set(ids).add(eventId));
    const requestId = newRequestId();
    try {
      return await runner.run({ requestId, send: () => resendWebhook(eventId, tx, requestId, 'tenant') });
    } finally {
      setResending((ids) => {
        const next = new Set(ids);
        next.delete(eventId);
        return next;
      });
    }
  };
  return <DrawerActionsContext.Provider value={{ runner, canResendWebhook, resending, resend, canDeallocate: canResendWebhook, deallocate: end }}>{children}</DrawerActionsContext.Provider>;
}

/** The drawer's actions, or null outside a drawer that acts (e.g. a tab rendered alone). */
export function useDrawerActions(): DrawerActions | null {
  return useContext(DrawerActionsContext);
}
