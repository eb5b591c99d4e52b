import { expect, test, type Page } from '@playwright/test';
import { describeFindings, scan, type Finding } from './a11y/axe-scan';
import { planWalk, routesToWalk } from './a11y/routes-to-walk';
import { keepProfileLanguage, LANGUAGES, switchLanguage } from './a11y/language';
import { DEMO, navigateInApp, shellSettled, signIn, trackNetwork } from './support';

// The axe walk (ADR 0040): every page of every demo account, in English and Turkish, with no serious
// or critical axe violation. One sign-in per account; pages are reached in-app (no reload); the shell
// is scanned whole once per account and language, then only each page's main region.
test.setTimeout(240_000);

/** The page (inside the shell's main region) has rendered: the path shown, nothing loading, the network quiet. */
async function pageSettled(page: Page, network: ReturnType<typeof trackNetwork>): Promise<void> {
  await page.waitForFunction(() => {
    const content = document.getElementById('portal-page');
    return !!content && content.childElementCount > 0 && !content.querySelector('.ant-spin-spinning, .ant-skeleton-active');
  });
  await network.idle(80);
  await page.waitForFunction(() => !document.querySelector('#portal-page .ant-spin-spinning'));
}

/** Opening motions done: a half-faded panel would be measured against the mask behind it. */
async function motionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The shell's panels, each opened by its button, scanned, and closed again by Escape. */
async function scanShellPanels(page: Page, label: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  await page.getByTestId('quick-panel-toggle').click();
  await expect(page.getByTestId('quick-panel')).toBeVisible();
  await motionsDone(page);
  findings.push(...(await scan(page, `${label} quick panel`, '.ant-drawer-content-wrapper')));
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('quick-panel')).toBeHidden();

  await page.getByTestId('notifications-bell').click();
  const panel = page.getByTestId('notifications-panel');
  await expect(panel).toBeVisible();
  await motionsDone(page);
  findings.push(...(await scan(page, `${label} notifications panel`, '[data-testid="notifications-panel"]')));
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  await page.getByRole('button', { name: /Profile menu|Profil menüsü/ }).click();
  await expect(page.locator('.portal-profile-menu')).toBeVisible();
  await motionsDone(page);
  findings.push(...(await scan(page, `${label} profile menu`, '.portal-profile-menu')));
  await page.keyboard.press('Escape');
  await expect(page.locator('.portal-profile-menu')).toBeHidden();
  return findings;
}

/** Every account walks its pages; accounts with the same pages share the languages (planWalk, ADR 0040). */
const PLANS = planWalk(DEMO, LANGUAGES.map((l) => l.code));

for (const { account, routes, languages, panelLanguages } of PLANS.filter((p) => p.languages.length > 0)) {
  test(`${account.email}: every page passes axe in ${languages.join(' and ')}`, async ({ page }, testInfo) => {
    const findings: Finding[] = [];
    const started = Date.now();
    await keepProfileLanguage(page);
    const network = trackNetwork(page);
    await signIn(page, account.email);
    await shellSettled(page);

    for (const { code, option } of LANGUAGES.filter((l) => languages.includes(l.code))) {
      const t2 = Date.now();
      await switchLanguage(page, code, option);
      await pageSettled(page, network);
      findings.push(...(await scan(page, `[${code}] shell on ${new URL(page.url()).pathname}`)));
      if (panelLanguages.includes(code)) findings.push(...(await scanShellPanels(page, `[${code}]`)));
      if (process.env.A11Y_PROFILE) console.log(`shell ${code} ${Date.now() - t2} ms`);
      for (const path of routes) {
        const t0 = Date.now();
        await navigateInApp(page, path);
        await pageSettled(page, network);
        if (process.env.A11Y_PROFILE) console.log(`settle ${path} ${Date.now() - t0} ms`);
        const shown = new URL(page.url()).pathname;
        const label = `[${code}] ${path}${shown === path ? '' : ` (shown: ${shown})`}`;
        const t1 = Date.now();
        findings.push(...(await scan(page, label, '#portal-page')));
        if (process.env.A11Y_PROFILE) console.log(`scan ${path} ${Date.now() - t1} ms`);
      }
    }

    const took = `${routes.length} routes x ${languages.length} language(s) in ${Date.now() - started} ms`;
    testInfo.annotations.push({ type: 'walk', description: took });
    console.log(`${account.email}: ${took}`);
    expect(findings.length, `serious or critical axe violations:\n${describeFindings(findings)}`).toBe(0);
  });
}

test('the walk covers every page of every account, and every page in every language', () => {
  const languages = LANGUAGES.map((l) => l.code);
  for (const account of DEMO) {
    const plan = PLANS.find((p) => p.account === account)!;
    expect(plan.routes).toEqual(routesToWalk(account));
    const sameKind = PLANS.filter((p) => p.account.kind === account.kind && p.routes.join() === plan.routes.join());
    expect(new Set(sameKind.flatMap((p) => p.languages))).toEqual(new Set(languages));
    // A declared twin walks nothing itself: its twin walks the same pages.
    if (account.twinOf) expect([plan.languages, PLANS.find((p) => p.account.email === account.twinOf)!.routes]).toEqual([[], plan.routes]);
  }
  for (const kind of new Set(DEMO.map((a) => a.kind))) {
    expect(new Set(PLANS.filter((p) => p.account.kind === kind).flatMap((p) => p.panelLanguages))).toEqual(new Set(languages));
  }
  // tenant@ and tenant2@ see the same pages: one walks English, the other Turkish.
  expect(PLANS.find((p) => p.account.email === 'tenant2@demo.test')!.languages).toHaveLength(1);
});
