// Screenshots of what session 20 built, for a look as a user would (docs/screenshots/session-20/): tenant management
// and encryption keys, leave management and its settings (platform@), a CRM user's data access (tenant@).
//   node scripts/screenshots/session-20.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { shot, visit, as, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-20'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const rows = (p) => p.locator('.ant-table-tbody .ant-table-row').first().waitFor();

for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  await as('platform@demo.test', `platform pages ${suffix}`, async (p) => {
    await visit(p, '/crm/tenant-management/tenants');
    await rows(p);
    await shot(p, `tenants-${suffix}`);
    await visit(p, '/crm/tenant-management/encryption-keys');
    await rows(p);
    await shot(p, `encryption-keys-${suffix}`);
    await visit(p, '/crm/leave-management/leaves');
    await rows(p);
    await shot(p, `leaves-${suffix}`);
    await p.getByRole('tab', { name: 'Calendar' }).click();
    await p.waitForTimeout(500);
    await shot(p, `leave-calendar-${suffix}`);
    await p.getByRole('tab', { name: 'Balances' }).click();
    await p.waitForTimeout(500);
    await shot(p, `leave-balances-${suffix}`);
    await visit(p, '/crm/settings/leave-settings/holidays');
    await rows(p);
    await shot(p, `leave-holidays-${suffix}`);
    await visit(p, '/crm/settings/leave-settings/employees');
    await rows(p);
    await shot(p, `leave-employees-${suffix}`);
  }, size);
}

await as('tenant@demo.test', 'data access', async (p) => {
  await visit(p, '/crm/users/crm');
  await rows(p);
  await p.getByRole('button', { name: /^Data access of Victor/ }).click();
  await p.getByRole('dialog').getByRole('group', { name: 'Merchants' }).waitFor();
  await shot(p, 'data-access-1280');
}, LAPTOP);

await close();
