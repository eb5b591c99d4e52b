import { Button, Card, DatePicker, Flex, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import type { Ticket } from '@portal/contracts';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useSetBillable } from '../../api/platform-billable';
import { useScoping } from '../../api/platform-scoping';
import { useSetTicketTime, type TicketTimeField } from '../../api/platform-ticket-times';
import type { TicketRef } from '../../api/ticket-ref';
import { JiraTicketField } from './JiraTicketField';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

const TIME_FIELDS: TicketTimeField[] = ['initialRequestDateTime', 'responseDateTime', 'resolutionDateTime'];

/** How the three times are shown and typed. */
export const TICKET_TIME_FORMAT = 'DD/MM/YYYY HH:mm';

/** Platform-only actions: scoping, billable, Jira ticket and the three timing fields. */
export function PlatformTicketPanel({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformRef }) {
  const { t } = useSupportTranslation();
  const scoping = useScoping(ticketRef);
  const billable = useSetBillable(ticketRef);
  const time = useSetTicketTime(ticketRef);
  // After a failed run the button is offered again, whatever the ticket last said.
  const scopingRunning = scoping.isPending || (ticket.scopingStatus && scoping.isIdle);

  // A run started before this page was shown (another tab, a reload): follow it to its end, or the
  // button would spin until the next reload.
  const resumeScoping = ticket.scopingStatus && scoping.isIdle;
  useEffect(() => {
    if (resumeScoping) scoping.mutate({ resume: true });
  }, [resumeScoping, scoping]);

  return (
    <Card size="small" style={{ marginTop: 16 }} data-testid="platform-panel">
      <Flex gap={16} wrap align="center">
        <Button loading={scopingRunning} onClick={() => scoping.mutate({})}>{t(scopingRunning ? T.scopingRunning : T.scoping)}</Button>
        <Flex align="center" gap={8}>
          <Switch aria-label={t(T.billable)} checked={ticket.billable} loading={billable.isPending} onChange={(value) => billable.mutate(value)} />
          <Typography.Text>{t(T.billable)}</Typography.Text>
        </Flex>
        <JiraTicketField key={ticket.jiraTicket ?? ''} ticketRef={ticketRef} current={ticket.jiraTicket} />
      </Flex>
      <Flex gap={16} wrap style={{ marginTop: 12 }}>
        {TIME_FIELDS.map((field) => (
          <Flex key={field} vertical gap={4}>
            <Typography.Text type="secondary">{t(T[field])}</Typography.Text>
            <DatePicker
              aria-label={t(T[field])}
              showTime
              format={TICKET_TIME_FORMAT}
              value={ticket[field] ? dayjs(ticket[field]) : null}
              onChange={(value) => value && time.mutate({ field, value: value.toISOString() })}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
