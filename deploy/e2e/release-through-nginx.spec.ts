import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../../host/e2e/support';
import { VERSION_CHECK_INTERVAL_MS } from '../../host/src/features/remotes/new-version/remote-version-watch';

/**
 * Releasing one remote while a user works (ADR 0078, issue 28 item 2), through deploy/nginx.conf in front of two
 * backend replicas: a tab open on v1 of support keeps working after `npm run release -- support` switched nginx's
 * remotes.json to v2 (v1's chunks are still served), is told quietly that a new version is available, and a reload
 * runs v2; `--rollback` brings v1 back. No chunk fails to load, no Content Security Policy is violated, and the
 * host's files are byte for byte what they were.
 */
const ROOT = path.resolve(__dirname, '../..');
const html = () => process.env.PORTAL_CLUSTER_HTML!;
const remotesMap = () => JSON.parse(fs.readFileSync(process.env.PORTAL_CLUSTER_REMOTES_JSON!, 'utf8')) as Record<string, string>;
const folderOf = (manifestUrl: string) => manifestUrl.replace(/mf-manifest\.json$/, '');

/** `npm run release -- support ...` as a team runs it, its releases in nginx's files and its map nginx's. */
function release(origin: string, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'release.mjs'), 'support', '--portal', origin, ...args], {
      cwd: ROOT, env: { ...process.env, RELEASES_DIR: html(), RELEASE_MAP_FILE: process.env.PORTAL_CLUSTER_REMOTES_JSON }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`release ${args.join(' ')} exited ${code}:\n${out}`))));
  });
}

/** sha256 of every host file nginx serves (everything but the remotes' folders and the release's own records). */
function hostFiles(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      const relative = path.relative(html(), file);
      if (/^(remotes|staging)(\/|$)|^history\.json$|^\./.test(relative)) continue;
      if (entry.isDirectory()) walk(file);
      else out.set(relative, crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'));
    }
  };
  walk(html());
  return out;
}

/** Everything a user would call broken: failed chunks, CSP refusals, script errors, failed requests for remotes. */
async function watchProblems(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`page error: ${e.name}: ${e.message}`));
  page.on('response', (r) => { if (r.url().includes('/remotes/') && r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.url()}`); });
  page.on('requestfailed', (r) => { if (r.url().includes('/remotes/')) problems.push(`failed: ${r.url()}`); });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

/** The support remote's folders this page loaded files from. */
function supportFolders(page: Page): Set<string> {
  const folders = new Set<string>();
  page.on('response', (r) => {
    const match = /\/remotes\/support\/[^/]+\//.exec(new URL(r.url()).pathname);
    if (match) folders.add(match[0]);
  });
  return folders;
}

test('a tab on v1 keeps working through a release of v2, is offered the reload, and a rollback brings v1 back', async ({ page, baseURL }) => {
  test.setTimeout(420_000);
  // A retry starts where a user of v1 would: back on the version the cluster started with.
  for (let i = 0; i < 3 && remotesMap().support !== process.env.PORTAL_CLUSTER_FIRST_SUPPORT; i += 1) await release(baseURL!, '--rollback');
  const v1 = folderOf(remotesMap().support!);
  const hostBefore = hostFiles();
  const problems = await watchProblems(page);
  const folders = supportFolders(page);

  // The tab's clock runs on as a real one, and jumps when the test says (the minute below).
  await page.clock.install();
  await signIn(page, 'merchant@demo.test', { from: '/merchant/support-tickets' });
  // The shell reads remotes.json as the page starts, then on a route change at most once a minute (ADR 0078).
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  expect([...folders]).toEqual([v1]);

  // The team releases v2 of support while the tab is open.
  const output = await release(baseURL!);
  expect(output).toContain('host files unchanged');
  const v2 = folderOf(remotesMap().support!);
  expect(v2).not.toBe(v1);

  // The minute since the last check passes for the tab, as it does for a user who goes on working: its clock jumps
  // past it and what fell due meanwhile runs (a token's renewal among them), instead of the test waiting it out.
  await page.clock.fastForward(VERSION_CHECK_INTERVAL_MS + 1_000);

  // Inside the remote, the tab goes on with v1: its ticket page's chunk comes from v1's folder, still served.
  folders.clear();
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/merchant\/support-tickets\/[^/]+$/);
  await expect(page.getByTestId('ticket-feed')).toBeVisible();
  expect([...folders].every((f) => f === v1), `loaded from ${[...folders].join(', ')}`).toBe(true);
  // The route change read remotes.json again: a quiet notice, not an interruption.
  const notice = page.getByText('A new version of this area is available.');
  await expect(notice).toBeVisible();

  // Reload: v2 runs.
  folders.clear();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByTestId('ticket-feed')).toBeVisible();
  await expect.poll(() => [...folders]).toContain(v2);
  expect([...folders]).not.toContain(v1);
  await expect(notice).toBeHidden();

  // Rolled back (in well under a minute), a reload runs v1 again.
  const rollbackStarted = Date.now();
  await release(baseURL!, '--rollback');
  expect(Date.now() - rollbackStarted).toBeLessThan(60_000);
  expect(folderOf(remotesMap().support!)).toBe(v1);
  folders.clear();
  await page.reload();
  await expect(page.getByTestId('ticket-feed')).toBeVisible();
  await expect.poll(() => [...folders]).toContain(v1);
  expect([...folders]).not.toContain(v2);

  expect(await problems()).toEqual([]);
  expect(hostFiles()).toEqual(hostBefore);
});
