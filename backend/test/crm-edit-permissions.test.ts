import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CRM_EDIT_PERMISSIONS, ROUTE_CATALOG } from '@portal/contracts';
import { roles } from '../src/db/schema';
import { seedIds } from '../src/db/seed';
import { apiSuite } from './helpers/api-suite';

const api = (path: string) => `/svc/merchant/api/v1/${path}`;
const NOBODY = '00000000-0000-4000-8000-000000000001';
const REFUSED = 'You do not have the permission this resource needs';

/**
 * Edit permissions per CRM entity (ADR 0093): a role with the pages' View permissions and no edit permission reads
 * every CRM list and is refused every kind of change; tenant@ (the built-in administrator) holds them all.
 */
describe('CRM edit permissions', () => {
  const s = apiSuite(['tenant', 'tenant-viewer']);
  const VIEWS = ROUTE_CATALOG.filter((r) => r.path.startsWith('/crm/') && r.owner === 'crm').flatMap((r) => r.permissions).filter((p) => /^CRM\.\w+\.View$/.test(p));
  let ids: Record<string, string>;

  before(async () => {
    // The viewer's role reads the whole CRM: every page's View permission, none of the edit ones.
    await s.db.update(roles).set({ permissions: [...new Set(['CRM.Dashboard.View', ...VIEWS])] }).where(eq(roles.id, seedIds.role('acme', 'tenantViewer')));
    const first = async (path: string) => ((await s.call('tenant', 'GET', api(`${path}${path.includes('?') ? '&' : '?'}pageIndex=0&pageSize=1`))).body.data[0] as { id: string }).id;
    ids = {
      organization: await first('crm/organizations'), contact: await first('crm/contacts'), lead: await first('crm/leads?converted=false'),
      opportunity: await first('crm/opportunities'), project: await first('crm/projects'), product: await first('crm/products'),
      priceBook: await first('pricebooks'), task: await first('crm/tasks'),
    };
    const note = await s.call('tenant', 'POST', api(`crm/records/organization/${ids.organization}/notes`), { body: { body: 'Called the finance lead' } });
    assert.equal(note.status, 201, JSON.stringify(note.body));
    ids.note = note.body.refId;
  });

  it('the built-in tenant administrator holds every CRM edit permission', async () => {
    const [role] = await s.db.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, seedIds.role('acme', 'tenantAdmin')));
    assert.deepEqual(Object.values(CRM_EDIT_PERMISSIONS).filter((p) => !role!.permissions.includes(p)), []);
  });

  it('a role with View only still reads every CRM list and record', async () => {
    for (const path of ['crm/organizations', 'crm/contacts', 'crm/leads', 'crm/opportunities', 'crm/projects', 'crm/products', 'pricebooks', 'crm/tasks', 'crm/emails']) {
      const answer = await s.call('tenant-viewer', 'GET', api(`${path}?pageIndex=0&pageSize=1`));
      assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal((await s.call('tenant-viewer', 'GET', api(`crm/organizations/${ids.organization}`))).status, 200);
    assert.equal((await s.call('tenant-viewer', 'GET', api('crm/opportunities/board'))).status, 200);
    assert.equal((await s.call('tenant-viewer', 'GET', api(`crm/records/organization/${ids.organization}/timeline`))).status, 200);
  });

  const customer = { legalName: 'Read Only Ltd', riskLevel: 'Low' };
  const contact = () => ({ organizationId: ids.organization, firstName: 'Rae', lastName: 'Only' });
  const lead = { companyName: 'Read Only Lead Ltd', source: 'Website' };
  const deal = () => ({ organizationId: ids.organization, name: 'Read-only deal', pipelineId: NOBODY });
  const product = { name: 'Read-only product', code: 'RO-1', category: 'Other', isActive: true };
  const book = { name: 'Read-only book', isStandard: false, isActive: true };
  const task = { title: 'Read-only task', dueDate: '2026-12-01', priority: 'Normal' };
  // [what, method, path, body, the sentence of the refusal]
  const writes: Array<[string, string, () => string, (() => unknown) | undefined, string]> = [
    ['create a customer', 'POST', () => 'crm/organizations', () => customer, REFUSED],
    ['edit a customer', 'PUT', () => `crm/organizations/${ids.organization}`, () => customer, REFUSED],
    ['delete a customer', 'DELETE', () => `crm/organizations/${ids.organization}`, undefined, REFUSED],
    ['create a contact', 'POST', () => 'crm/contacts', contact, REFUSED],
    ['edit a contact', 'PUT', () => `crm/contacts/${ids.contact}`, contact, REFUSED],
    ['delete a contact', 'DELETE', () => `crm/contacts/${ids.contact}`, undefined, REFUSED],
    ['create a lead', 'POST', () => 'crm/leads', () => lead, REFUSED],
    ['edit a lead', 'PUT', () => `crm/leads/${ids.lead}`, () => lead, REFUSED],
    ['delete a lead', 'DELETE', () => `crm/leads/${ids.lead}`, undefined, REFUSED],
    ['convert a lead', 'POST', () => `crm/leads/${ids.lead}/convert`, () => ({ createContact: false, opportunity: null }), REFUSED],
    ['create an opportunity', 'POST', () => 'crm/opportunities', deal, REFUSED],
    ['edit an opportunity', 'PUT', () => `crm/opportunities/${ids.opportunity}`, deal, REFUSED],
    ['delete an opportunity', 'DELETE', () => `crm/opportunities/${ids.opportunity}`, undefined, REFUSED],
    ['move an opportunity on the board', 'PATCH', () => `crm/opportunities/${ids.opportunity}/stage`, () => ({ closedState: 'Won' }), REFUSED],
    ['move a project on the board', 'PATCH', () => `crm/projects/${ids.project}/stage`, () => ({ closedState: 'GoLive' }), REFUSED],
    ['tick a checklist activity', 'PUT', () => `crm/opportunities/${ids.opportunity}/checklist`, () => ({ activity: 'Proof of address received', done: true }), REFUSED],
    ['delete a project', 'DELETE', () => `crm/projects/${ids.project}`, undefined, REFUSED],
    ['create a product', 'POST', () => 'crm/products', () => product, REFUSED],
    ['delete a product', 'DELETE', () => `crm/products/${ids.product}`, undefined, REFUSED],
    ['create a price book', 'POST', () => 'pricebooks', () => book, REFUSED],
    ['edit a price book', 'PUT', () => `pricebooks/${ids.priceBook}`, () => book, REFUSED],
    ['price a product in a book', 'POST', () => `pricebooks/${ids.priceBook}/products`, () => ({ productId: ids.product, currencyCodes: ['GBP'] }), REFUSED],
    ['create a task', 'POST', () => 'crm/tasks', () => task, REFUSED],
    ['edit a task', 'PUT', () => `crm/tasks/${ids.task}`, () => task, REFUSED],
    ['complete a task', 'PUT', () => `crm/tasks/${ids.task}/done`, () => ({ done: true }), REFUSED],
    ['send an e-mail', 'POST', () => 'crm/emails/send', () => ({ relatedType: 'organization', relatedId: ids.organization, subject: 'Hello', body: 'Hi' }), REFUSED],
    ['add a note to a customer', 'POST', () => `crm/records/organization/${ids.organization}/notes`, () => ({ body: 'Read-only note' }),
      'Your role may view these records but not change them: it needs CRM.Organizations.Edit'],
    ['delete a note of a customer', 'DELETE', () => `crm/notes/${ids.note}`, undefined,
      'Your role may view these records but not change them: it needs CRM.Organizations.Edit'],
  ];

  it('a role with View only is refused each kind of change, with nothing changed', async () => {
    const before = await s.call('tenant', 'GET', api(`crm/organizations/${ids.organization}`));
    for (const [what, method, path, body, sentence] of writes) {
      const answer = await s.call('tenant-viewer', method, api(path()), body ? { body: body() } : {});
      assert.deepEqual([what, answer.status, answer.body?.error], [what, 403, sentence]);
    }
    assert.deepEqual((await s.call('tenant', 'GET', api(`crm/organizations/${ids.organization}`))).body, before.body);
  });

  it('converting a lead needs the edit permissions of what it creates, named in the refusal', async () => {
    await s.db.update(roles).set({ permissions: [...VIEWS, CRM_EDIT_PERMISSIONS.leads] }).where(eq(roles.id, seedIds.role('acme', 'tenantViewer')));
    const answer = await s.call('tenant-viewer', 'POST', api(`crm/leads/${ids.lead}/convert`), { body: { createContact: false, opportunity: null } });
    assert.deepEqual([answer.status, answer.body.error], [403, 'Your role may view these records but not change them: it needs CRM.Organizations.Edit']);
    // Leads.Edit alone edits the lead.
    const lead = (await s.call('tenant', 'GET', api(`crm/leads/${ids.lead}`))).body;
    const edited = await s.call('tenant-viewer', 'PUT', api(`crm/leads/${ids.lead}`), { body: { companyName: `${lead.companyName} `, source: lead.source } });
    assert.equal(edited.status, 200, JSON.stringify(edited.body));
  });
});
