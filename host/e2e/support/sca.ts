import { expect, type Page } from '@playwright/test';
import { createGuardrails, generate } from 'otplib';

/** The TOTP secret the demo seed enrols tenant@, tenant-approver@, platform@ and merchant@ with (README; ADR 0080). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

// The well-known demo secret has 10 bytes; otplib's default floor is 16 (the backend lowers it the same way).
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });
const codeAt = (ms: number) => generate({ secret: DEMO_TOTP_SECRET, guardrails, epoch: Math.floor(ms / 1000), digits: 6, period: 30 });

/**
 * Answers the portal's code dialog with the demo authenticator's code, as a tester with the app would. A code works
 * once: when another test already spent this 30-second step's code, the next step's (which the server takes too)
 * is typed, and failing that the helper waits for the step after.
 */
export async function enterScaCode(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: 'Confirm with your authenticator' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Code');
  for (const offset of [0, 30_000, 60_000]) {
    if (offset === 60_000) await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await field.fill(await codeAt(Date.now() + (offset === 60_000 ? 0 : offset)));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'hidden' }).then(() => 'done' as const),
      dialog.getByText('Invalid code').waitFor().then(() => 'invalid' as const),
    ]);
    if (outcome === 'done') return;
  }
  throw new Error('The demo authenticator\'s codes were refused');
}
