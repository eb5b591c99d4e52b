// Screenshots of what session 28 built, for a look as a user would (docs/screenshots/session-28/): the antifraud rule
// editor with a group inside the rule ("(A or B) and C"), and the virtual terminal's customer IP field, at 1280 and
// 390 px, in en and tr.
//   node scripts/screenshots/session-28.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { shot, visit, as, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-28'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 960 };

for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  await as('tenant@demo.test', `tenant ${suffix}`, async (p) => {
    await visit(p, '/crm/settings/antifraud/antifraud');
    await p.locator('#portal-page h1').first().waitFor();
    await p.getByRole('button', { name: /^New rule/ }).first().click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Condition 1: Value' }).fill('411111');
    await dialog.getByRole('button', { name: 'Add group' }).click();
    const group = dialog.getByRole('group', { name: 'Group 1' });
    await group.getByRole('radio', { name: 'Any of these (or)' }).check();
    await group.getByRole('textbox', { name: 'Condition 2: Value' }).fill('400005, 555555');
    await group.getByRole('button', { name: 'Group 1: Add condition' }).click();
    await group.getByRole('textbox', { name: 'Condition 3: Value' }).fill('mailinator.com');
    await p.waitForTimeout(500);
    await dialog.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
    await shot(p, `rule-editor-nested-group-${suffix}`);
  }, size);
  await as('tenant@demo.test', `tenant VT ${suffix}`, async (p) => {
    await visit(p, '/transaction-management/virtual-terminal');
    await p.locator('#portal-page h1').first().waitFor();
    const ip = p.getByRole('textbox', { name: /IP address/ });
    await ip.fill('999.1.1.1');
    await ip.blur();
    await p.waitForTimeout(500);
    await ip.scrollIntoViewIfNeeded();
    await shot(p, `virtual-terminal-customer-ip-${suffix}`);
  }, size);
}
await close();
