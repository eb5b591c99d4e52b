import { useState } from 'react';
import { usePermissions } from '@portal/auth';
import { TRANSACTION_ACTION_PERMISSIONS, type TransactionLookupKind, type TransactionRecord } from '@portal/contracts';
import type { ListTableSelection } from '@portal/kit';
import { T } from '../../i18n/texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';

/** Rows a batch decides: payouts waiting for approval. */
export const isPayoutWaiting = <R extends Pick<TransactionRecord, 'type' | 'status'>>(row: R): boolean => row.type === 'Payout' && row.status === 'WaitingForApproval';

export interface PayoutBatch {
  /** The bar is shown from the first time a waiting payout was listed (it does not come and go with the page). */
  shown: boolean;
  selected: TransactionRecord[];
  clear(): void;
  /** The table's tick boxes, on the waiting payouts only (none when the page lists none). */
  selection: ListTableSelection<TransactionRecord> | undefined;
}

/**
 * Batch payout approval (issue 10) over the lookup's rows: tenant staff holding the approvals permission tick
 * payouts waiting for approval and decide them together.
 */
export function usePayoutBatch(kind: TransactionLookupKind, rows: readonly TransactionRecord[]): PayoutBatch {
  const { t } = useTransactionsTranslation();
  const { permissions } = usePermissions();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const waiting = kind === 'tenant' && permissions.has(TRANSACTION_ACTION_PERMISSIONS.approve) ? rows.filter(isPayoutWaiting) : [];
  const selected = waiting.filter((row) => picked.includes(row.id));
  const [shown, setShown] = useState(false);
  if (waiting.length > 0 && !shown) setShown(true);
  return {
    shown,
    selected,
    clear: () => setPicked([]),
    selection: waiting.length > 0 ? {
      selectedKeys: selected.map((row) => row.id),
      onChange: (keys) => setPicked(keys.map(String)),
      selectable: isPayoutWaiting,
      label: (row) => t(T.selectPayout, { externalId: row.externalId }),
      allLabel: t(T.selectWaitingPayouts),
    } : undefined,
  };
}
