import { DownOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Space } from 'antd';
import { useState } from 'react';
import { usePermissions, useUserContext } from '@portal/auth';
import type { TransactionAction, TransactionLookupKind, TransactionRecord } from '@portal/contracts';
import { decimalPlacesOf, useRejectReason } from '@portal/kit';
import { A } from '../../i18n/action-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import type { DetailApi } from '../detail/detail-api';
import { sendAction, type ActingStaff } from './action-api';
import { ActionDialog } from './ActionDialog';
import { BUTTONS_SHOWN, offeredActions } from './offered-actions';
import { useDrawerActions } from './drawer-actions';
import { newRequestId } from './use-action-runner';
import { RequestFacts } from '../approvals/RequestFacts';

export interface TransactionActionsProps {
  tx: TransactionRecord;
  kind: TransactionLookupKind;
  api: DetailApi;
}

/** The currency's decimal places from the user context's currencies (ISO 4217 when unknown). */
export function useDecimalPlaces(currency: string): number {
  const currencies = useUserContext().data?.lists.currencies;
  return decimalPlacesOf(currency, currencies?.find((c) => c.code === currency)?.decimalPlaces);
}

/**
 * The drawer's "Actions" area (issue 10 deliverable 2): the actions the rule table allows on this transaction
 * and its balance (the check-balance call, shared with the Balance tab) that the user may take; the first
 * three as buttons, the others in a "More actions" menu (keyboard: Enter opens it, arrows move, Enter picks).
 * Each opening of a dialog gets a fresh request id. Decline asks its reason in the kit's reject-reason dialog.
 */
export function TransactionActions({ tx, kind, api }: TransactionActionsProps) {
  const { t } = useTransactionsTranslation();
  const { permissions } = usePermissions();
  const actions = useDrawerActions();
  const places = useDecimalPlaces(tx.currency);
  const staff: ActingStaff = kind === 'platform' ? 'platform' : 'tenant';
  const balance = useQuery({
    queryKey: ['transactions', 'detail', tx.id, 'checkBalance'],
    queryFn: ({ signal }) => api.checkBalance(tx.id, signal),
    enabled: kind !== 'merchant',
    retry: false,
  });
  const [opening, setOpening] = useState<{ action: TransactionAction; requestId: string } | null>(null);
  // Declining a four-eyes request shows the same facts as approving it (ADR 0071): who asked, why, what is left.
  const fourEyes = tx.status === 'WaitingForApproval' && staff === 'tenant';
  const reject = useRejectReason({ title: t(A.declineTitle, { externalId: tx.externalId }), intro: fourEyes ? <RequestFacts id={tx.id} /> : undefined });

  const offered = balance.data && actions ? offeredActions(tx, balance.data, kind, permissions) : [];
  const runner = actions?.runner;

  const open = async (action: TransactionAction) => {
    const requestId = newRequestId();
    if (action !== 'decline') {
      setOpening({ action, requestId });
      return;
    }
    const data = await reject.ask();
    if (data) await runner?.run({ requestId, send: () => sendAction('decline', tx, { declineReason: data.rejectReason }, requestId, staff) });
  };
  const shown = offered.slice(0, BUTTONS_SHOWN);
  const more = offered.slice(BUTTONS_SHOWN);

  return (
    <>
      {offered.length > 0 && (
      <Space wrap role="group" aria-label={t(A.actions)} style={{ marginBottom: 12 }}>
        {shown.map((action, index) => (
          <Button key={action} type={index === 0 ? 'primary' : 'default'} onClick={() => void open(action)}>{t(A[action])}</Button>
        ))}
        {more.length > 0 && (
          <Dropdown
            trigger={["click"]}
            autoFocus
            menu={{ items: more.map((action) => ({ key: action, label: t(A[action]) })), onClick: ({ key }) => void open(key as TransactionAction) }}
          >
            <Button icon={<DownOutlined aria-hidden />} iconPlacement="end">{t(A.moreActions)}</Button>
          </Dropdown>
        )}
      </Space>
      )}
      {opening && balance.data && runner && (
        <ActionDialog
          key={opening.requestId}
          action={opening.action}
          requestId={opening.requestId}
          tx={tx}
          balance={balance.data}
          places={places}
          staff={staff}
          api={api}
          runner={runner}
          onClose={() => setOpening(null)}
        />
      )}
      {reject.dialog}
    </>
  );
}
