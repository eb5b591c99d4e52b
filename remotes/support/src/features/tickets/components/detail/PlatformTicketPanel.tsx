import { Button, Card, DatePicker, Flex, Input, Switch, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { Ticket } from '@portal/contracts';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useSetBillable } from '../../api/platform-billable';
import { useSetJiraTicket } from '../../api/platform-jira-ticket';
import { useScoping } from '../../api/platform-scoping';
import { useSetTicketTime, type TicketTimeField } from '../../api/platform-ticket-times';
import type { TicketRef } from '../../api/ticket-ref';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

const TIME_FIELDS: TicketTimeField[] = ['initialRequestDateTime', 'responseDateTime', 'resolutionDateTime'];

/** Platform-only actions: scoping, billable, Jira ticket and the three timing fields. */
export function PlatformTicketPanel({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformRef }) {
  const { t } = useSupportTranslation();
  const scoping = useScoping(ticketRef);
  const billable = useSetBillable(ticketRef);
  const jira = useSetJiraTicket(ticketRef);
  const time = useSetTicketTime(ticketRef);
  const [jiraValue, setJiraValue] = useState(ticket.jiraTicket ?? '');
  const scopingRunning = scoping.isPending || ticket.scopingStatus;

  return (
    <Card size="small" style={{ marginTop: 16 }} data-testid="platform-panel">
      <Flex gap={16} wrap align="center">
        <Button loading={scopingRunning} onClick={() => scoping.mutate()}>{t(scopingRunning ? T.scopingRunning : T.scoping)}</Button>
        <Flex align="center" gap={8}>
          <Switch aria-label={t(T.billable)} checked={ticket.billable} loading={billable.isPending} onChange={(value) => billable.mutate(value)} />
          <Typography.Text>{t(T.billable)}</Typography.Text>
        </Flex>
        <Flex align="center" gap={8}>
          <Typography.Text>{t(T.jiraTicket)}</Typography.Text>
          <Input aria-label={t(T.jiraTicket)} style={{ width: 140 }} value={jiraValue} maxLength={50} onChange={(e) => setJiraValue(e.target.value)} />
          <Button disabled={!jiraValue.trim() || jiraValue === ticket.jiraTicket} loading={jira.isPending} onClick={() => jira.mutate(jiraValue.trim())}>
            {t(T.save)}
          </Button>
        </Flex>
      </Flex>
      <Flex gap={16} wrap style={{ marginTop: 12 }}>
        {TIME_FIELDS.map((field) => (
          <Flex key={field} vertical gap={4}>
            <Typography.Text type="secondary">{t(T[field])}</Typography.Text>
            <DatePicker
              aria-label={t(T[field])}
              showTime
              format="DD/MM/YYYY HH:mm"
              value={ticket[field] ? dayjs(ticket[field]) : null}
              onChange={(value) => value && time.mutate({ field, value: value.toISOString() })}
            />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
