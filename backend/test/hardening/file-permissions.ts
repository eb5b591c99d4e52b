import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { seedIds } from '../../src/db/seed';
import { stableId } from '../../src/lib/ids';
import type { TestServer } from '../helpers/server';
import { signIn } from '../helpers/oidc';
import { coreClient, type CoreClient } from '../helpers/core';

const BLUE = seedIds.merchant('blue-bottle');
const SEEDED = stableId('ticket:acme-settlement');

export function filePermissionsSuite(server: () => TestServer): void {
  /**
   * Issue 15 item 2: tenant-viewer@ (dashboard permission only) could download, read and delete any attachment
   * of its tenant, and noprocessing@ (no support lookup) could upload. Files are attachments of tickets: only
   * users who may see tickets reach them, and deleting needs the uploader or the tickets' support staff.
   */
  describe('attachments belong to those who may see the tickets', () => {
    let t: TestServer;
    let merchant: CoreClient, tenant: CoreClient, viewer: CoreClient, noProcessing: CoreClient;
    let merchantFile: string;
    let tenantFile: string;

    before(async () => {
      t = server();
      const client = async (email: string) => coreClient(t.origin, (await signIn(t.origin, email)).tokens.access_token);
      [merchant, tenant, viewer, noProcessing] = await Promise.all(
        ['merchant@demo.test', 'tenant@demo.test', 'tenant-viewer@demo.test', 'noprocessing@demo.test'].map(client));
      merchantFile = (await merchant.upload('fs/file', 'receipt.txt', 'paid\n', 'text/plain')).body.fileId;
      tenantFile = (await tenant.upload('fs/file', 'answer.txt', 'answer\n', 'text/plain')).body.fileId;
      assert.equal((await tenant.post(`support/ticket/${BLUE}/${SEEDED}/references`, { references: [{ key: 'File', value: tenantFile }] })).status, 204);
    });

    it('refuses a dashboard-only tenant user every file action', async () => {
      assert.equal((await viewer.get(`fs/file/${tenantFile}`)).status, 403);
      assert.equal((await viewer.get(`fs/file/${tenantFile}/details`)).status, 403);
      assert.equal((await viewer.delete(`fs/file/${tenantFile}`)).status, 403);
      assert.equal((await viewer.upload('fs/file', 'x.txt', 'x', 'text/plain')).status, 403);
      assert.equal((await tenant.get(`fs/file/${tenantFile}`)).text, 'answer\n', 'the file is still there');
    });

    it('refuses uploads and reads to a merchant user without the support lookup', async () => {
      assert.equal((await noProcessing.upload('fs/file', 'x.txt', 'x', 'text/plain')).status, 403);
      assert.equal((await noProcessing.get(`fs/file/${merchantFile}`)).status, 403);
    });

    it('lets the uploader and the tenant support staff delete, and nobody else', async () => {
      assert.equal((await merchant.delete(`fs/file/${tenantFile}`)).status, 403, 'the merchant sees it on its ticket, but did not upload it');
      assert.equal((await merchant.get(`fs/file/${tenantFile}`)).text, 'answer\n');
      assert.equal((await tenant.delete(`fs/file/${merchantFile}`)).status, 204, 'tenant support staff edit the tickets of their merchants');
      const own = (await merchant.upload('fs/file', 'own.txt', 'mine\n', 'text/plain')).body.fileId;
      assert.equal((await merchant.delete(`fs/file/${own}`)).status, 204);
    });
  });
}
