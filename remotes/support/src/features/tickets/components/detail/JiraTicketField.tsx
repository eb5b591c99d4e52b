import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useSetJiraTicket } from '../../api/platform-jira-ticket';
import type { TicketRef } from '../../api/ticket-ref';

type PlatformRef = Extract<TicketRef, { kind: 'platform' }>;

/**
 * The ticket's Jira key: required, sent trimmed, Save only for a real change. Give it `key={current}`
 * so a saved (refreshed) key replaces what was typed.
 */
export function JiraTicketField({ ticketRef, current }: { ticketRef: PlatformRef; current: string | null }) {
  const { t } = useSupportTranslation();
  const jira = useSetJiraTicket(ticketRef);
  const [value, setValue] = useState(current ?? '');
  const [touched, setTouched] = useState(false);
  const trimmed = value.trim();
  const missing = touched && !trimmed;
  return (
    <Flex align="center" gap={8}>
      <Typography.Text>{t(T.jiraTicket)}</Typography.Text>
      <Input
        aria-label={t(T.jiraTicket)}
        style={{ width: 140 }}
        value={value}
        maxLength={50}
        status={missing ? 'error' : undefined}
        aria-invalid={missing}
        onChange={(e) => {
          setValue(e.target.value);
          setTouched(true);
        }}
      />
      <Button disabled={!trimmed || trimmed === current} loading={jira.isPending} onClick={() => jira.mutate(trimmed)}>
        {t(T.save)}
      </Button>
      {missing ? <Typography.Text type="danger" role="alert">{t(T.required)}</Typography.Text> : null}
    </Flex>
  );
}
