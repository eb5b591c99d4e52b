import { expect, type Page } from '@playwright/test';
import { closeOwnContextsAfterEach, navigateInApp, signIn, type OwnBackend } from './support';
import { attachBackendLogOnFailure, test } from './support/isolated-backend';

// Its own browser contexts closed after each test (a signed-in page left open keeps renewing and polling).
closeOwnContextsAfterEach();

/**
 * Issue 15 item 10: a corpus of XSS payloads stored, through the API, in every place users write text that
 * others see (ticket subjects and descriptions, comments, invitation descriptions, external parties'
 * comments, and the notification titles they produce), then opened in the browser by the other party.
 * Any dialog, any payload that runs (window.__xss) or any CSP violation fails the test.
 */
test.setTimeout(180_000);

const RUN = 'window.__xss=1';
/** One line each (subjects are one line), each under 200 characters, each trying to run RUN or alert(). */
const PAYLOADS: string[] = [
  `<script>${RUN}</script>`, `<script>alert(1)</script>`, `<img src=x onerror="${RUN}">`, `<img src=x onerror=alert(1)>`,
  `<svg onload="${RUN}">`, `<svg><script>${RUN}</script></svg>`, `<body onload="${RUN}">`, `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`, `<a href="javascript:${RUN}">click</a>`, `<a href="JaVaScRiPt:${RUN}">x</a>`,
  `<a href="&#106;avascript:${RUN}">x</a>`, `<a href="data:text/html,<script>${RUN}</script>">x</a>`, `<details open ontoggle="${RUN}">`,
  `<input autofocus onfocus="${RUN}">`, `<select autofocus onfocus="${RUN}">`, `<textarea autofocus onfocus="${RUN}">`,
  `<video><source onerror="${RUN}"></video>`, `<audio src=x onerror="${RUN}">`, `<object data="javascript:${RUN}">`,
  `<embed src="javascript:${RUN}">`, `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}">`,
  `<style>@import 'javascript:${RUN}';</style>`, `<div style="background:url(javascript:${RUN})">x</div>`,
  `<marquee onstart="${RUN}">x</marquee>`, `<form><button formaction="javascript:${RUN}">x</button></form>`,
  `<isindex action="javascript:${RUN}" type=submit>`, `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="javascript:${RUN}//">`, `<link rel=import href="data:text/html,<script>${RUN}</script>">`,
  `"><script>${RUN}</script>`, `'><img src=x onerror="${RUN}">`, `</textarea><script>${RUN}</script>`, `</title><script>${RUN}</script>`,
  `<scr<script>ipt>${RUN}</scr</script>ipt>`, `<<script>${RUN}//<</script>`, `<img """><script>${RUN}</script>">`,
  `<img src="x` + '`' + `onerror=${RUN}">`, `<svg><animate onbegin="${RUN}" attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:${RUN}"><text x=20 y=20>x</text></a></svg>`, `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `<template><script>${RUN}</script></template>`, `<img src=x:alert(1) onerror=eval(src)>`, `<object type="text/html" data="data:text/html,<script>${RUN}</script>">`,
  `javascript:${RUN}`, `{{constructor.constructor('${RUN}')()}}`, `\${alert(1)}`, `<img src="https://evil.test/pixel.gif">`,
  `<img src=//evil.test/p.gif>`, `<a href="https://evil.test">https://evil.test</a>`, `<xss id=x tabindex=1 onfocus="${RUN}"></xss>`,
  `<svg><style>&lt;img src=x onerror=${RUN}&gt;</style></svg>`, `<keygen autofocus onfocus="${RUN}">`, `<video poster=javascript:${RUN}//></video>`,
  `<body onpageshow="${RUN}">`, `<dialog open onclose="${RUN}"><form method=dialog><button>x</button></form></dialog>`,
];

/** What a page must never do: open a dialog, run a payload, or break the content security policy. */
async function watch(page: Page) {
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const w = window as unknown as { __csp?: string[] };
      const where = e.target instanceof Element ? e.target.outerHTML.slice(0, 160) : String(e.target);
      (w.__csp ??= []).push(`${e.violatedDirective} ${e.blockedURI} ${e.sample} at ${location.pathname}: ${where}`);
    });
  });
  return async () => {
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __xss?: unknown; __csp?: string[] };
      return { xss: w.__xss, csp: w.__csp ?? [] };
    });
    return [...problems, ...(seen.xss === undefined ? [] : ['a payload ran']), ...seen.csp.map((c) => `CSP: ${c}`)];
  };
}

/** The signed-in page's access token (oidc-client-ts keeps the user in session storage). */
const tokenOf = (page: Page) => page.evaluate(() => {
  for (let i = 0; i < sessionStorage.length; i++) {
    const key = sessionStorage.key(i)!;
    if (key.startsWith('oidc.user:')) return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  }
  throw new Error('not signed in');
});

// The worker's isolated backend: the payloads never reach the shared one the other specs read meanwhile.
let backend: OwnBackend;
test.beforeAll(({ isolatedBackend }) => {
  backend = isolatedBackend;
});
attachBackendLogOnFailure();

async function api(token: string, method: string, path: string, body?: unknown): Promise<string> {
  const res = await fetch(`${backend.origin}/svc/core/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text;
}

test(`${PAYLOADS.length} XSS payloads in every shared text field never run for the other party`, async ({ browser }) => {
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(50);
  const merchant = await (await browser.newContext()).newPage();
  const tenant = await (await browser.newContext()).newPage();
  const merchantProblems = await watch(merchant);
  const tenantProblems = await watch(tenant);
  // Each party starts on its ticket list (one load of the shell; the list is asked again once the writes are in).
  for (const [page, email, list] of [[merchant, 'merchant@demo.test', 'merchant'], [tenant, 'tenant@demo.test', 'tenant']] as const) {
    await signIn(page, email, { from: `${backend.origin}/${list}/support-tickets` });
  }
  // Tokens are read for each phase: the backend's last 40 s, and the writes below can take longer on a busy machine.
  const merchantToken = await tokenOf(merchant);

  // The merchant writes: a ticket per payload (subject and description). The writes go out together, as many
  // users' would (the server queues them), instead of one round trip after another.
  const tickets = await Promise.all(PAYLOADS.map((payload) => api(merchantToken, 'POST', 'support/ticket', { ticketCategory: 'Other', subject: payload, description: payload })));
  const context = JSON.parse(await (await fetch(`${backend.origin}/svc/merchant/api/v1/users/me/context`, { headers: { authorization: `Bearer ${merchantToken}` } })).text()) as { user: { merchantId: string } };
  const customer = context.user.merchantId;
  const target = tickets[0]!;
  // The tenant writes back on one ticket: every payload as a comment, and invites an external party.
  // (A comment needs some text besides markup, so each one starts with a word.)
  const tenantToken = await tokenOf(tenant);
  await Promise.all(PAYLOADS.map((payload) => api(tenantToken, 'POST', `support/ticket/${customer}/${target}/comment`, { content: `note ${payload}` })));
  await api(await tokenOf(tenant), 'POST', `support/ticket/${customer}/${target}/invite-external-party`, { externalPartyEmail: 'auditor@example.test', invitationDescription: PAYLOADS.slice(0, 20).join(' ') });
  // The external party answers through its signed link with the payloads as its comments.
  const feed = JSON.parse(await api(await tokenOf(tenant), 'GET', `support/ticket/${customer}/${target}/feed`)) as Array<{ invitationLink?: string }>;
  const link = feed.find((item) => item.invitationLink)?.invitationLink;
  expect(link, 'the inviter sees the invitation link').toBeTruthy();
  const answers = await Promise.all(PAYLOADS.slice(0, 10).map((payload) =>
    fetch(link!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ comment: payload }), redirect: 'manual' })));
  for (const res of answers) expect(res.status).toBeLessThan(400);

  // The merchant reads: its list of 100 (every subject), in-app (a new page size: the list asks the server again),
  // and the ticket with the tenant's comments in a fresh load, whose bell then holds every notification the
  // writes made (the bell loads them at start and polls only every 30 s).
  await navigateInApp(merchant, '/merchant/support-tickets?pageSize=100');
  await expect(merchant.getByRole('cell', { name: PAYLOADS[1]! })).toBeVisible();
  await merchant.goto(`${backend.origin}/merchant/support-tickets/${target}`);
  await expect(merchant.getByTestId('ticket-feed')).toBeVisible();
  await expect(merchant.getByTestId('ticket-feed').getByText('click').first()).toBeVisible();
  await merchant.getByTestId('notifications-bell').click();
  await expect(merchant.getByTestId('notifications-panel')).toBeVisible();

  // The tenant reads: the customers' tickets, the ticket with the external party's comments, its notifications.
  await navigateInApp(tenant, '/tenant/support-tickets?pageSize=100');
  await expect(tenant.getByRole('cell', { name: PAYLOADS[1]! })).toBeVisible();
  await tenant.goto(`${backend.origin}/tenant/support-tickets/${customer}/${target}`);
  await expect(tenant.getByTestId('ticket-feed')).toBeVisible();
  await tenant.getByTestId('notifications-bell').click();
  const panel = tenant.getByTestId('notifications-panel');
  await expect(panel.getByTestId('notification-item').first()).toBeVisible();
  // Titles carry the subjects as text: the markup is shown, not obeyed.
  await expect(panel.getByText('<img src=x onerror=alert(1)>', { exact: false }).first()).toBeVisible();

  expect(await merchantProblems()).toEqual([]);
  expect(await tenantProblems()).toEqual([]);
});
