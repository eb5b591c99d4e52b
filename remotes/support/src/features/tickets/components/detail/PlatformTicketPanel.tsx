import { Button, Card, Flex, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { useProfileTimeZone } from '@portal/auth';
import type { Ticket } from '@portal/contracts';
import { DateTimePicker } from '@portal/kit';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useSetBillable } from '../../api/platform-billable';
import { useScoping } from '../../api/platform-scoping';
import { useSetTicketTime, type TicketTimeField } from '../../api/platform-ticket-times';
import type { TicketRef } from '../../api/ticket-ref';
import { JiraTicketField } from './JiraTicketField';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

const TIME_FIELDS: TicketTimeField[] = ['initialRequestDateTime', 'responseDateTime', 'resolutionDateTime'];

/** Platform-only actions: scoping, billable, Jira ticket and the three timing fields. */
export function PlatformTicketPanel({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformRef }) {
  const { t } = useSupportTranslation();
  const scoping = useScoping(ticketRef);
  const billable = useSetBillable(ticketRef);
  const time = useSetTicketTime(ticketRef);
  // The three times shown and typed as DD/MM/YYYY HH:mm on the profile's clock, as every time on the ticket.
  const timeZone = useProfileTimeZone();
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
          <Flex key={field} vertical gap={4} style={{ width: 200 }}>
            <Typography.Text type="secondary"><label htmlFor={`ticket-${field}`}>{t(T[field])}</label></Typography.Text>
            <DateTimePicker
              id={`ticket-${field}`}
              value={ticket[field]}
              timeZone={timeZone}
              onChange={(value) => value && time.mutate({ field, value })}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
