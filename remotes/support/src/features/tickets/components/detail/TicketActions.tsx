import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { Button, Flex } from 'antd';
import { PortalSelect } from '@portal/ui';
import { useState } from 'react';
import { PRIORITIES, type Priority, type Ticket } from '@portal/contracts';
import { labelName } from '../../../../i18n/domain-names';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { EscalateTicketDialog } from '../../../escalate/components/EscalateTicketDialog';
import { useLabels } from '../../../labels/api/get-labels';
import { useStaffUsers, userLabel } from '../../../lookups/api/get-staff-users';
import { useAssignTicket } from '../../api/assign-ticket';
import { useCloseTicket } from '../../api/close-ticket';
import { useExportFeedCsv } from '../../api/export-feed-csv';
import { useReopenTicket } from '../../api/reopen-ticket';
import { useSetPriority } from '../../api/set-priority';
import { useSetTicketLabel } from '../../api/set-ticket-label';
import type { TicketRef } from '../../api/ticket-ref';
import { AddReferenceDialog } from './AddReferenceDialog';
import { InviteExternalPartyDialog } from './InviteExternalPartyDialog';

export interface TicketActionsProps {
  ticket: Ticket;
  ticketRef: TicketRef;
}

/** Every action of the ticket's scope (spec part 1 section 4 "Ticket"). */
export function TicketActions({ ticket, ticketRef }: TicketActionsProps) {
  const { t } = useSupportTranslation();
  const [dialog, setDialog] = useState<'reference' | 'invite' | 'escalate' | null>(null);
  const close = useCloseTicket(ticketRef);
  const reopen = useReopenTicket(ticketRef);
  const priority = useSetPriority(ticketRef);
  const assign = useAssignTicket(ticketRef);
  const setLabel = useSetTicketLabel(ticketRef);
  const { exporting, exportCsv } = useExportFeedCsv(ticketRef, `ticket-${ticket.ticketNumber}-feed.csv`);

  const canAssign = ticketRef.kind === 'tenant-customer' || ticketRef.kind === 'platform';
  const canEscalate = ticketRef.kind === 'tenant-customer' && !ticket.escalatedToTicketId;
  const canLabel = ticketRef.kind !== 'merchant';
  const labelTenant = ticketRef.kind === 'platform' ? ticketRef.tenantId : null;
  const staff = useStaffUsers(canAssign);
  const labels = useLabels(labelTenant, canLabel);
  const busy = close.isPending || reopen.isPending;

  return (
    <Flex gap={8} wrap align="center" data-testid="ticket-actions">
      {ticket.status === 'Opened' ? (
        <Button danger loading={busy} onClick={() => close.mutate()}>{t(T.close)}</Button>
      ) : (
        <Button loading={busy} onClick={() => reopen.mutate()}>{t(T.reopen)}</Button>
      )}
      <PortalSelect<Priority>
        aria-label={t(T.priority)}
        style={{ width: 170 }}
        value={ticket.priority}
        loading={priority.isPending}
        options={PRIORITIES.map((p) => ({ value: p, label: `${t(T.priority)}: ${t(T[p])}` }))}
        onChange={(value) => priority.mutate(value)}
      />
      {canAssign ? (
        <PortalSelect
          aria-label={t(T.assignee)}
          style={{ minWidth: 200 }}
          placeholder={t(T.assignee)}
          value={ticket.assignee?.id ?? undefined}
          loading={staff.isPending || assign.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(staff.data ?? []).map((u) => ({ value: u.id, label: userLabel(u) }))}
          onChange={(value: string) => assign.mutate(value)}
        />
      ) : null}
      {canLabel ? (
        <PortalSelect
          aria-label={t(T.label)}
          style={{ minWidth: 150 }}
          placeholder={t(T.label)}
          value={ticket.label?.labelId ?? undefined}
          loading={labels.isPending || setLabel.isPending}
          options={(labels.data ?? []).map((l) => ({ value: l.labelId, label: labelName(l, t) }))}
          onChange={(value: string) => setLabel.mutate(value)}
        />
      ) : null}
      {canEscalate ? <Button onClick={() => setDialog('escalate')}>{t(T.escalate)}</Button> : null}
      <Button onClick={() => setDialog('reference')}>{t(T.addReference)}</Button>
      <Button onClick={() => setDialog('invite')}>{t(T.inviteExternalParty)}</Button>
      <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} data-exporting={String(exporting)} onClick={() => void exportCsv()}>
        {t(exporting ? T.exporting : T.exportFeedCsv)}
      </Button>
      <AddReferenceDialog open={dialog === 'reference'} ticketRef={ticketRef} onClose={() => setDialog(null)} />
      <InviteExternalPartyDialog open={dialog === 'invite'} ticketRef={ticketRef} onClose={() => setDialog(null)} />
      {ticketRef.kind === 'tenant-customer' ? (
        <EscalateTicketDialog open={dialog === 'escalate'} ticket={ticket} ticketRef={ticketRef} onClose={() => setDialog(null)} />
      ) : null}
    </Flex>
  );
}
