import { expect } from '@playwright/test';
import { LOGIN_PATH } from '@portal/contracts';
import { expectAccessible } from '../../../host/e2e/a11y/axe-scan';
import { signIn } from '../../../host/e2e/support';
import { attachBackendLogOnFailure, test } from '../../../host/e2e/support/isolated-backend';
import { lastToolResult } from '../../../backend/test/helpers/scripted-ai';

/**
 * Issue 32 item 5 (ADR 0105): platform@ asks the assistant for yesterday's declined count and approves a proposed
 * action. The model is the scripted OpenAI-compatible server of the worker's isolated backend (started with
 * AI_BASE_URL pointing at it: the backend reads its environment once, at start); this spec queues its turns.
 */
test.setTimeout(240_000);
attachBackendLogOnFailure();

type Figures = { byStatus: Record<string, number>; mode: string };
type Tickets = { tickets: Array<{ number: number; status: string; subject: string }> };

test("platform@ asks for yesterday's declined count, then approves the ticket reply the assistant proposes", async ({ page, isolatedBackend: backend, scriptedAi: ai }) => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  let declined = -1;
  let ticket = { number: 0, subject: '' };
  ai.then(
    { toolCalls: [{ name: 'report_figures', arguments: { date: yesterday } }] },
    (request) => {
      declined = (lastToolResult(request) as Figures).byStatus.Declined ?? 0;
      return { text: ['Yesterday ', `${declined} payments `, 'were declined.'] };
    },
    { toolCalls: [{ name: 'ticket_search', arguments: {} }] },
    (request) => {
      const open = (lastToolResult(request) as Tickets).tickets.find((t) => t.status === 'Opened');
      ticket = open ?? ticket;
      return { toolCalls: [{ name: 'propose_ticket_reply', arguments: { ticketNumber: ticket.number, text: 'We are looking into it and will come back today.' } }] };
    },
    { text: ['I proposed the reply: approve it on the card to send it.'] },
  );

  await signIn(page, 'platform@demo.test', { from: `${backend.origin}${LOGIN_PATH}` });
  await page.goto(`${backend.origin}/platform/ai-agent`);
  await expect(page.getByRole('heading', { name: 'AI Chat', level: 1 })).toBeVisible();
  await expect(page.getByText('Model: scripted-model')).toBeVisible();

  // Keyboard only: the message box, Enter sends; the answer streams into the log with its tool call.
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.focus();
  await page.keyboard.type('How many payments were declined yesterday?');
  await page.keyboard.press('Enter');
  const log = page.getByRole('log');
  await expect(log.getByText(/^Yesterday \d+ payments were declined\.$/)).toBeVisible();
  await expect(log.getByText(`Yesterday ${declined} payments were declined.`)).toBeVisible();
  await expect(log.getByText('Tool: report_figures')).toBeVisible();
  await expectAccessible(page, 'AI Chat with an answer');

  await box.focus();
  await page.keyboard.type('Reply to the newest open ticket that we are looking into it');
  await page.keyboard.press('Enter');
  const card = log.getByRole('group', { name: /^Proposed action: Reply on ticket #\d+ / });
  await expect(card).toBeVisible();
  // The ticket the script picked from the search the user's rights allowed.
  await expect(card).toContainText(`Reply on ticket #${ticket.number} (${ticket.subject}): We are looking into it and will come back today.`);
  await expect(card.getByText('Waiting for your approval')).toBeVisible();
  await expectAccessible(page, 'AI Chat with an action card');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByText(`Result: Replied on ticket #${ticket.number}`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  expect(ai.pending).toBe(0);

  // The page at a phone's width: nothing sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  // The layout follows the new width once the shell's breakpoint listeners have run: wait for it, as a user would.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
