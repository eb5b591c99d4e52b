import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useActionRunner as useKitActionRunner } from '@portal/kit';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { LOOKUP_QUERY_ROOT } from '../lookup/lookup-pages';

export { isRetryable, newRequestId, type ActionAttempt, type ActionRunner } from '@portal/kit';

/** The banner line of the drawer's (or the batch's) last outcome: a new outcome replaces it. */
export const OUTCOME_BANNER_ID = 'transaction-action-outcome';

/**
 * The kit's action runner for transaction actions: after an answer the drawer's queries and the lookup's
 * rows are refreshed; a failure's reason is translated in the transactions' catalogue.
 */
export function useActionRunner() {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const refresh = useCallback(() => Promise.all([
    queryClient.invalidateQueries({ queryKey: ['transactions', 'detail'] }),
    queryClient.invalidateQueries({ queryKey: [LOOKUP_QUERY_ROOT] }),
  ]), [queryClient]);
  return useKitActionRunner({ bannerId: OUTCOME_BANNER_ID, refresh, translateReason: (text: string) => t(text) });
}
