// Screenshots of what session 23 built, for a look as a user would (docs/screenshots/session-23/): the CRM lists' saved
// views, column picker and export, the stage checklist in an opportunity's drawer and on its card, the stages dialog
// ordered by drag, a read-only view of the board, in English at 1280 and 390 px and in Turkish at 1280 px (tenant@).
//   node scripts/screenshots/session-23.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start); --only=1280|390|tr-1280|offers-1280|offers-390 takes one group. Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { shot, visit: open, as, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-23'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const rows = (p) => p.locator('.ant-table-tbody .ant-table-row').first().waitFor();

/**
 * Turkish for this page only: the profile save is answered here, so tenant@ stays English for everyone else (a full
 * load reads the profile again, so the language is picked after each visit).
 */
async function turkish(p) {
  await p.route('**/users/me/profile-settings', (route) => (route.request().method() === 'PUT' ? route.fulfill({ json: route.request().postDataJSON() }) : route.fallback()));
  await p.getByTestId('language-picker').getByTitle('Türkçe').click();
  await p.locator('html[lang="tr"]').waitFor();
}

const only = arg('only', '');
for (const [size, suffix, tr] of [[LAPTOP, '1280', false], [NARROW, '390', false], [LAPTOP, 'tr-1280', true]]) {
  if (only && only !== suffix) continue;
  await as('tenant@demo.test', `CRM ${suffix}`, async (p) => {
    const visit = async (page, url) => {
      await open(page, url);
      if (tr) await turkish(page);
    };
    await visit(p, '/crm/organizations');
    await rows(p);
    await shot(p, `customers-views-${suffix}`);
    await p.getByRole('button', { name: /Columns|Sütunlar/ }).click();
    await shot(p, `customers-columns-${suffix}`);
    await p.keyboard.press('Escape');
    await visit(p, '/crm/leads');
    await rows(p);
    await shot(p, `leads-${suffix}`);
    await visit(p, '/crm/opportunities');
    await p.locator('.pipeline-card').first().waitFor();
    await shot(p, `board-${suffix}`);
    // A card with a checklist (its stage names an activity set), opened by the link under it.
    await p.getByRole('link', { name: /Copperleaf Hotels: In-store terminals/ }).first().click();
    await p.getByRole('dialog').first().waitFor();
    await shot(p, `opportunity-drawer-${suffix}`);
    await visit(p, '/crm/tasks');
    await rows(p);
    await shot(p, `tasks-${suffix}`);
    await visit(p, '/crm/settings/crm/pipelines');
    await rows(p);
    await p.getByRole('button', { name: /Stages|Aşamalar/ }).first().click();
    await p.getByRole('dialog').waitFor();
    await shot(p, `stages-dialog-${suffix}`);
  }, size);
}

// The merchant's offers (ADR 0094): the proposal list and its View Proposal dialog, sandbox@'s agreement.
for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  if (only && only !== `offers-${suffix}`) continue;
  await as('merchant@demo.test', `offers ${suffix}`, async (p) => {
    await open(p, '/boarding/proposal');
    await rows(p);
    await shot(p, `merchant-proposals-${suffix}`);
    await p.locator('.ant-table-tbody .ant-table-row').first().locator('td').first().click();
    await p.getByRole('dialog').waitFor();
    await shot(p, `view-proposal-${suffix}`);
  }, size);
  await as('sandbox@demo.test', `agreement ${suffix}`, async (p) => {
    await open(p, '/boarding/agreement');
    await rows(p);
    await p.locator('.ant-table-tbody .ant-table-row').first().locator('td').first().click();
    await p.getByRole('dialog').waitFor();
    await shot(p, `view-agreement-${suffix}`);
  }, size);
}

await close();
