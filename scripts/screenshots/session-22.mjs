// Screenshots of what session 22 built, for a look as a user would (docs/screenshots/session-22/): the CRM home, leads
// with a lead's drawer and its conversion, the pipeline board and an opportunity's drawer with its timeline, tasks,
// price books and e-mails (tenant@), at 1280 and 390 px.
//   node scripts/screenshots/session-22.mjs --base=http://localhost:8180
// The portal must be running at --base (npm start). Not a test: it asserts nothing.
import { arg, openCamera } from './camera.mjs';

const base = arg('base', 'http://localhost:8080');
const { shot, visit, as, close } = await openCamera({ base, out: arg('out', 'docs/screenshots/session-22'), suffix: arg('suffix', 'after') });
const NARROW = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
const rows = (p) => p.locator('.ant-table-tbody .ant-table-row').first().waitFor();

for (const [size, suffix] of [[LAPTOP, '1280'], [NARROW, '390']]) {
  await as('tenant@demo.test', `CRM ${suffix}`, async (p) => {
    await visit(p, '/crm');
    await p.getByRole('heading', { name: 'My open tasks' }).waitFor();
    await shot(p, `crm-home-${suffix}`);
    await visit(p, '/crm/leads');
    await rows(p);
    await shot(p, `leads-${suffix}`);
    await p.locator('.ant-table-tbody .ant-table-row').first().locator('td').first().click();
    await p.getByRole('tab', { name: 'Details' }).waitFor();
    await shot(p, `lead-drawer-${suffix}`);
    await visit(p, '/crm/opportunities');
    await p.locator('.pipeline-card').first().waitFor();
    await shot(p, `pipeline-board-${suffix}`);
    await visit(p, '/crm/organizations');
    await rows(p);
    await p.locator('.ant-table-tbody .ant-table-row').first().locator('td').first().click();
    await p.getByRole('tab', { name: 'Activity' }).click();
    await p.getByRole('list', { name: 'Activity' }).waitFor();
    await shot(p, `customer-timeline-${suffix}`);
    await visit(p, '/crm/tasks');
    await rows(p);
    await shot(p, `tasks-${suffix}`);
    await visit(p, '/crm/price-books');
    await rows(p);
    await shot(p, `price-books-${suffix}`);
    await visit(p, '/crm/emails');
    await rows(p);
    await shot(p, `emails-${suffix}`);
  }, size);
}

await close();
