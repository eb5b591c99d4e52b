import assert from 'node:assert/strict';
import { deflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import JSZip from 'jszip';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { startTestServer, type TestServer } from './helpers/server';
import { signIn } from './helpers/oidc';
import { coreClient, type CoreClient } from './helpers/core';

const ACME = seedIds.tenant('acme');
const GLOBEX = seedIds.tenant('globex');
const BLUE = seedIds.merchant('blue-bottle');
const SEEDED = stableId('ticket:acme-settlement');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), deflateSync(Buffer.alloc(64))]);

describe('support labels and files', () => {
  let t: TestServer;
  let merchant: CoreClient, merchant2: CoreClient, tenant: CoreClient, tenant2: CoreClient, platform: CoreClient;

  before(async () => {
    t = await startTestServer();
    const c = async (e: string) => coreClient(t.origin, (await signIn(t.origin, `${e}@demo.test`)).tokens.access_token);
    [merchant, merchant2, tenant, tenant2, platform] = await Promise.all(['merchant', 'merchant2', 'tenant', 'tenant2', 'platform'].map(c)) as CoreClient[];
  });
  after(async () => { await t?.close(); });

  it('has the default labels for both tenants and refuses invalid values', async () => {
    for (const client of [tenant, tenant2, merchant]) {
      const res = await client.get('support/labels');
      assert.deepEqual(res.body.map((l: { value: string; color: string; isDefault: boolean }) => [l.value, l.color, l.isDefault]),
        [['Pending', '#FFD700', true], ['Done', '#90EE90', true], ['In progress', '#6495ED', true]]);
    }
    assert.equal((await platform.get('support/labels')).status, 400);
    assert.equal((await platform.get(`support/labels?tenantId=${GLOBEX}`)).body.length, 3);
    for (const value of ['', 'bad!', 'in PROGRESS', 'done']) {
      const res = await tenant.post('support/label', { value, color: '#000000' });
      assert.equal(res.status, 400, value);
    }
    // The Turkish display names of the defaults are reserved too, any case, with the same message (issue 16).
    for (const value of ['Beklemede', 'DEVAM EDIYOR', 'devam ediyor']) {
      const res = await tenant.post('support/label', { value, color: '#000000' });
      assert.equal(res.status, 400, value);
      assert.equal(res.body.error, `${value} is a default label name`);
    }
    assert.equal((await tenant.post('support/label', { value: 'Urgent', color: '#000000' })).status, 200);
    assert.equal((await tenant.post('support/label', { value: 'Billing', color: '' })).body.error, 'Color is required');
    assert.equal((await tenant.post('support/label', { value: 'x!', color: '#fff' })).body.error, 'This field is required and must be alphanumeric.');
    assert.equal((await merchant.post('support/label', { value: 'Mine', color: '#000' })).status, 403);
  });

  it('CRUDs, rearranges (kept after re-reading) and sets labels; other tenants get 404', async () => {
    const created = (await tenant.post('support/label', { value: 'Waiting on bank', description: 'Bank side', color: '#123456' })).body;
    const id = created.labelId;
    assert.equal((await tenant.get(`support/label/${id}`)).body.description, 'Bank side');
    assert.equal((await tenant.put(`support/label/${id}`, { value: 'Waiting on acquirer', color: '#654321' })).body.value, 'Waiting on acquirer');
    for (const [m, p] of [['GET', ''], ['PUT', ''], ['DELETE', '']] as const) {
      const res = m === 'GET' ? await tenant2.get(`support/label/${id}${p}`) : m === 'PUT' ? await tenant2.put(`support/label/${id}`, { value: 'Hijack', color: '#000' }) : await tenant2.delete(`support/label/${id}`);
      assert.equal(res.status, 404, m);
    }
    const order = (await tenant.get('support/labels')).body.map((l: { labelId: string }) => l.labelId).reverse();
    assert.equal((await tenant.post('support/labels/rearrange', { newLabelIdsList: order })).status, 200);
    assert.deepEqual((await tenant.get('support/labels')).body.map((l: { labelId: string }) => l.labelId), order);
    const globexLabel = (await tenant2.get('support/labels')).body[0].labelId;
    assert.equal((await tenant.post('support/labels/rearrange', { newLabelIdsList: [...order.slice(1), globexLabel] })).status, 404);
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${SEEDED}/set-support-label/${id}`)).status, 204);
    assert.equal((await tenant.get(`support/ticket/${BLUE}/${SEEDED}`)).body.label.labelId, id);
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${SEEDED}/set-support-label/${globexLabel}`)).status, 400);
    assert.equal((await tenant2.post(`support/ticket/${BLUE}/${SEEDED}/set-support-label/${globexLabel}`)).status, 403);
    const defaults = (await tenant.get('support/labels')).body.find((l: { isDefault: boolean }) => l.isDefault);
    assert.equal((await tenant.delete(`support/label/${defaults.labelId}`)).status, 400);
    assert.equal((await tenant.delete(`support/label/${id}`)).status, 204);
    assert.equal((await tenant.get(`support/ticket/${BLUE}/${SEEDED}`)).body.label, null);
  });

  it('uploads an allowed file, serves it as a safe attachment, and deletes it', async () => {
    const up = await merchant.upload('fs/file', '../../evil<x>.png', PNG, 'image/png');
    assert.equal(up.status, 200);
    const { fileId } = up.body;
    const details = await merchant.get(`fs/file/${fileId}/details`);
    assert.equal(details.body.fileName, 'evil_x_.png');
    assert.equal(details.body.contentType, 'image/png');
    assert.equal(details.body.size, PNG.length);
    const dl = await merchant.get(`fs/file/${fileId}`);
    assert.equal(dl.status, 200);
    assert.equal(dl.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(dl.headers.get('content-disposition'), `attachment; filename="evil_x_.png"; filename*=UTF-8''evil_x_.png`);
    assert.deepEqual(dl.buf, PNG);
    // tenant staff of the same tenant read it; other tenants and merchants do not
    assert.equal((await tenant.get(`fs/file/${fileId}`)).status, 200);
    for (const c of [tenant2, merchant2]) {
      assert.equal((await c.get(`fs/file/${fileId}`)).status, 404);
      assert.equal((await c.get(`fs/file/${fileId}/details`)).status, 404);
      assert.equal((await c.delete(`fs/file/${fileId}`)).status, 404);
    }
    assert.equal((await platform.get(`fs/${GLOBEX}/file/${fileId}`)).status, 404);
    assert.equal((await platform.get(`fs/${ACME}/file/${fileId}/details`)).status, 200);
    // a Globex merchant cannot attach an Acme file to its ticket to gain access
    const steal = await merchant2.post('support/ticket', { ticketCategory: 'Other', subject: 's', description: 'd', references: [{ key: 'File', value: fileId }] });
    assert.equal(steal.status, 404);
    assert.equal((await merchant.delete(`fs/file/${fileId}`)).status, 204);
    assert.equal((await merchant.get(`fs/file/${fileId}`)).status, 404);
  });

  it('lets the merchant download a file the tenant attached to its ticket', async () => {
    const { fileId } = (await tenant.upload('fs/file', 'answer.txt', 'Here you go\n', 'text/plain')).body;
    assert.equal((await merchant.get(`fs/file/${fileId}`)).status, 404);
    assert.equal((await tenant.post(`support/ticket/${BLUE}/${SEEDED}/references`, { references: [{ key: 'File', value: fileId }] })).status, 204);
    assert.equal((await merchant.get(`fs/file/${fileId}`)).text, 'Here you go\n');
    assert.equal((await merchant.delete(`fs/file/${fileId}`)).status, 403, 'only its own uploads (it may read this one: a 403 tells nothing new)');
  });

  it('rejects wrong types, disguised content and oversize files with clear errors', async () => {
    const cases: Array<[string, Buffer | string, string, string]> = [
      ['run.exe', 'MZ', 'application/octet-stream', 'File type not allowed run.exe'],
      ['photo.png', 'not a png at all', 'image/png', 'File type not allowed photo.png'],
      ['report.pdf', PNG, 'application/pdf', 'File type not allowed report.pdf'],
      ['notes.txt', Buffer.from([0x41, 0x00, 0x42]), 'text/plain', 'File type not allowed notes.txt'],
      ['latin.csv', Buffer.from([0x61, 0xe9, 0x62]), 'text/csv', 'File type not allowed latin.csv'],
      ['page.png', PNG, 'text/html', 'File type not allowed page.png'],
      ['big.txt', Buffer.alloc(5242881, 0x61), 'text/plain', 'File big.txt size bigger then allowed'],
    ];
    // A disguised file gets the spec's text exactly; what was wrong with it goes to the server log only.
    for (const [name, content, type, error] of cases) {
      const res = await merchant.upload('fs/file', name, content, type);
      assert.equal(res.status, 400, name);
      assert.equal(res.body.error, error, name);
    }
    assert.equal((await merchant.upload('fs/file', 'exact.txt', Buffer.alloc(5242880, 0x61), 'text/plain')).status, 200, 'exactly the limit is allowed');
    const fakeDocx = await new JSZip().file('hello.txt', 'x').generateAsync({ type: 'nodebuffer' });
    assert.deepEqual((await merchant.upload('fs/file', 'a.docx', fakeDocx)).body, { error: 'File type not allowed a.docx' });
    const docx = await new JSZip().file('[Content_Types].xml', '<Types/>').file('word/document.xml', '<w:document/>').generateAsync({ type: 'nodebuffer' });
    assert.equal((await merchant.upload('fs/file', 'a.docx', docx)).status, 200);
    assert.equal((await merchant.upload('fs/file', 'a.png', PNG, 'image/png', 'attachment')).status, 400);
  });

  it('platform uploads on behalf of a tenant under fs/{tenantId}/file; others may not', async () => {
    const up = await platform.upload(`fs/${GLOBEX}/file`, 'spec.xml', '<?xml version="1.0"?><a/>', 'application/xml');
    assert.equal(up.status, 200);
    assert.equal((await tenant2.get(`fs/file/${up.body.fileId}/details`)).body.tenantId, GLOBEX);
    assert.equal((await tenant.get(`fs/file/${up.body.fileId}`)).status, 404);
    assert.equal((await tenant.upload(`fs/${ACME}/file`, 'a.txt', 'x', 'text/plain')).status, 403);
    assert.equal((await platform.delete(`fs/${ACME}/file/${up.body.fileId}`)).status, 404);
    assert.equal((await platform.delete(`fs/${GLOBEX}/file/${up.body.fileId}`)).status, 204);
  });
});
