import { CheckOutlined, CloseOutlined, StopOutlined } from '@ant-design/icons';
import { Flex, Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '@portal/api-client';
import { LEAVE_ENDPOINTS as E, LEAVE_REQUESTS, LEAVE_LIMITS, type ResourceRowOf } from '@portal/contracts';
import { ActionButton, invalidateResource, newRequestId, resourceBannerId, useActionRunner } from '@portal/kit';
import { useDialogFocus } from '@portal/ui';
import { LV } from '../../i18n/leave-texts';
import { useCrmTranslation } from '../../i18n/use-crm-translation';

export type LeaveRequest = ResourceRowOf<typeof LEAVE_REQUESTS>;

/** Approve at once; Reject with an optional note; Cancel after a confirmation. A second user decides (ADR 0084). */
export function LeaveRowActions({ request }: { request: LeaveRequest }) {
  const { t } = useCrmTranslation();
  const noteId = useId();
  const queryClient = useQueryClient();
  const runner = useActionRunner({
    bannerId: resourceBannerId(LEAVE_REQUESTS),
    refresh: async () => {
      await invalidateResource(queryClient, LEAVE_REQUESTS);
      await queryClient.invalidateQueries({ queryKey: ['leave-balances'] });
      await queryClient.invalidateQueries({ queryKey: ['leave-calendar'] });
    },
  });
  const [asking, setAsking] = useState<'reject' | 'cancel' | null>(null);
  const [note, setNote] = useState('');
  const focus = useDialogFocus(asking !== null);
  const name = request.employeeName;
  const decide = (approve: boolean) => runner.run({
    requestId: newRequestId(),
    send: () => callApi(E.decide, { params: { id: request.id }, body: { approve, ...(note.trim() ? { note: note.trim() } : {}) }, silent: true }),
    successMessage: () => t(approve ? LV.approved : LV.rejected, { name }),
  });
  const cancel = () => runner.run({
    requestId: newRequestId(),
    send: () => callApi(E.cancel, { params: { id: request.id }, body: {}, silent: true }),
    successMessage: () => t(LV.cancelled, { name }),
  });
  const secondUser = request.status === 'Pending' && !request.canDecide ? t(LV.secondUser) : undefined;
  return (
    <>
      {request.status === 'Pending' && (
        <>
          <ActionButton label={t(LV.approve, { name })} icon={<CheckOutlined aria-hidden />} blockedBy={secondUser} onClick={() => { void decide(true); }} />
          <ActionButton label={t(LV.reject, { name })} icon={<CloseOutlined aria-hidden />} danger blockedBy={secondUser} onClick={() => { setNote(''); setAsking('reject'); }} />
        </>
      )}
      {request.canCancel && <ActionButton label={t(LV.cancelRequest, { name })} icon={<StopOutlined aria-hidden />} onClick={() => setAsking('cancel')} />}
      <Modal
        {...focus}
        open={asking !== null}
        title={asking === 'reject' ? t(LV.rejectTitle, { name }) : t(LV.cancelTitle)}
        okText={asking === 'reject' ? t(LV.rejectOk) : t(LV.cancelOk)}
        okButtonProps={{ danger: true }}
        cancelText={asking === 'reject' ? t(LV.cancel) : t(LV.keep)}
        onOk={() => { const what = asking; setAsking(null); void (what === 'reject' ? decide(false) : cancel()); }}
        onCancel={() => setAsking(null)}
        destroyOnHidden
      >
        {asking === 'reject' ? (
          <Flex vertical gap={4}>
            <label htmlFor={noteId}>{t(LV.note)}</label>
            <Input.TextArea id={noteId} value={note} maxLength={LEAVE_LIMITS.reasonMax} onChange={(e) => setNote(e.target.value)} autoSize={{ minRows: 2 }} />
          </Flex>
        ) : <Typography.Paragraph>{t(LV.cancelBody)}</Typography.Paragraph>}
      </Modal>
    </>
  );
}
