// Screenshots of what session 21 built, for a look as a user would (docs/screenshots/session-21/): the CRM settings
// (tenant@: pipelines and a pipeline's stages, lead statuses, activity sets), the CRM's customers and contacts (tenant@), the leave calendar and the
// leave settings (platform@), a leave request's notification (platform@).
//   node scripts/screenshots/session-21.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { shot, visit, as, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-21'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const rows = (p) => p.locator('.ant-table-tbody .ant-table-row').first().waitFor();

for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  await as('tenant@demo.test', `CRM settings ${suffix}`, async (p) => {
    await visit(p, '/crm/settings/crm/pipelines');
    await rows(p);
    await shot(p, `pipelines-${suffix}`);
    await p.getByRole('button', { name: 'Stages of Merchant onboarding' }).click();
    await p.getByRole('dialog').locator('.ant-table-row').first().waitFor();
    await shot(p, `pipeline-stages-${suffix}`);
    await p.getByRole('dialog').getByRole('button', { name: 'Edit Documents' }).click();
    await p.getByRole('dialog').filter({ hasText: 'Edit Documents' }).getByLabel('Probability (%)').waitFor();
    await shot(p, `pipeline-stage-edit-${suffix}`);
    await visit(p, '/crm/organizations');
    await rows(p);
    await shot(p, `customers-${suffix}`);
    await visit(p, '/crm/contacts');
    await rows(p);
    await shot(p, `contacts-${suffix}`);
    await visit(p, '/crm/settings/crm/lead-statuses');
    await rows(p);
    await shot(p, `lead-statuses-${suffix}`);
    await visit(p, '/crm/settings/crm/activity-sets');
    await rows(p);
    await shot(p, `activity-sets-${suffix}`);
  }, size);
  await as('platform@demo.test', `leave ${suffix}`, async (p) => {
    await visit(p, '/crm/leave-management/leaves');
    await rows(p);
    await p.getByRole('tab', { name: 'Calendar' }).click();
    await p.waitForTimeout(500);
    await shot(p, `leave-calendar-${suffix}`);
    await visit(p, '/crm/settings/leave-settings/holidays');
    await rows(p);
    await shot(p, `leave-holidays-${suffix}`);
    await visit(p, '/crm/settings/leave-settings/employees');
    await rows(p);
    await shot(p, `leave-employees-${suffix}`);
  }, size);
}

// Turkish: sandbox@'s language is tr, but the CRM settings are tenant staff's; ops@ (platform, tr) shows the leave pages.
await as('ops@demo.test', 'leave tr', async (p) => {
  await visit(p, '/crm/leave-management/leaves');
  await rows(p);
  await shot(p, 'leaves-tr-1280');
}, LAPTOP);

await close();
