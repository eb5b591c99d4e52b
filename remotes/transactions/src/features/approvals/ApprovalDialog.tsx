import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useUserContext } from '@portal/auth';
import { APPROVAL_REQUESTS, type ApprovalRequest } from '@portal/contracts';
import { useRejectReason } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { AP } from '../../i18n/approval-texts';
import { useTransactionsTranslation } from '../../i18n/use-transactions-translation';
import { newRequestId, useActionRunner } from '../actions/use-action-runner';
import { ApprovalFacts } from './ApprovalFacts';
import { decideApproval, useApprovalRequest } from './approvals-api';

export interface ApprovalDialogProps {
  /** The waiting request (the page's open row, or a notification's link). */
  id: string;
  /** The row when the page shows it (no call then). */
  row?: ApprovalRequest;
  onClose(): void;
}

/**
 * Approve or decline one waiting request (issue 27 item 3): its facts, then Approve (sent at once: the dialog is
 * the confirmation, so a notification's link is click, Approve) or Decline (the kit's reject-reason dialog). One's
 * own request shows who decides instead; a Live one says that real money moves.
 */
export function ApprovalDialog({ id, row, onClose }: ApprovalDialogProps) {
  const { t } = useTransactionsTranslation();
  const queryClient = useQueryClient();
  const runner = useActionRunner();
  const me = useUserContext().data?.user.id;
  const request = useApprovalRequest(id, row);
  const focus = useDialogFocus(true);
  const [busy, setBusy] = useState<'approve' | 'decline' | null>(null);
  const data = request.data;
  const reject = useRejectReason({ title: t(AP.declineTitle, { externalId: data?.externalId ?? '' }) });
  const own = !!data?.requestedBy && data.requestedBy.id === me;

  const decide = async (kind: 'approve' | 'decline') => {
    if (!data) return;
    let reason = '';
    if (kind === 'decline') {
      const answer = await reject.ask();
      if (!answer) return;
      reason = answer.rejectReason;
    }
    setBusy(kind);
    const requestId = newRequestId();
    const done = await runner.run({
      requestId,
      send: () => decideApproval(data, kind === 'approve' ? { kind } : { kind, reason }, requestId),
      successMessage: () => t(kind === 'approve' ? AP.approved : AP.declined, { externalId: data.externalId }),
    });
    setBusy(null);
    void queryClient.invalidateQueries({ queryKey: [APPROVAL_REQUESTS.key] });
    if (done) onClose();
  };

  const footer = (
    <Flex gap={8} justify="flex-end" wrap>
      <Button onClick={onClose}>{t(AP.cancel)}</Button>
      {data && !own && (
        <>
          <Button danger loading={busy === 'decline'} disabled={busy !== null} onClick={() => void decide('decline')}>{t(AP.decline)}</Button>
          <Button type="primary" loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>{t(AP.approve)}</Button>
        </>
      )}
    </Flex>
  );

  return (
    <>
      <Modal {...focus} open title={t(AP.dialogTitle, { externalId: data?.externalId ?? '' })} onCancel={onClose} footer={footer} destroyOnHidden>
        {/* antd's spinner takes no name (a div without a role): the status around it says what loads. */}
        {request.isPending && <div role="status" aria-label={t(AP.loading)}><Spin /></div>}
        {request.isError && <Alert type="warning" showIcon title={t(AP.notWaiting)} />}
        {data && (
          <Flex vertical gap={12}>
            {own && <Alert type="info" showIcon title={t(AP.ownRequest)} />}
            {data.mode === 'Live' && !own && <Alert type="warning" showIcon title={t(AP.liveWarning)} />}
            <ApprovalFacts request={data} />
          </Flex>
        )}
      </Modal>
      {reject.dialog}
    </>
  );
}
