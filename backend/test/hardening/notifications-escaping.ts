import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { seedIds } from '../../src/db/seed';
import type { TestServer } from '../helpers/server';
import { signIn } from '../helpers/oidc';
import { apiClient, crm, v1 } from '../helpers/api';
import { coreClient, type CoreClient } from '../helpers/core';

const BLUE = seedIds.merchant('blue-bottle');
const LIST = 'v1/api/in-app-notifications?pageIndex=0&pageSize=20';


export function notificationEscapingSuite(server: () => TestServer): void {
  /**
   * Issue 15 item 5: ticket subjects, names and comments flowed into notification titles and descriptions
   * (rich text) and became live links and remote images. Typed text now enters rich text escaped.
   */
  describe('plain text entering notification rich text is escaped', () => {
    let t: TestServer;
    let merchant: CoreClient;
    let tenantApi: ReturnType<typeof apiClient>;
    let merchantApi: ReturnType<typeof apiClient>;
    before(async () => {
      t = server();
      const merchantToken = (await signIn(t.origin, 'merchant@demo.test')).tokens.access_token;
      merchant = coreClient(t.origin, merchantToken);
      merchantApi = apiClient(t.origin, merchantToken);
      const tenantToken = (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token;
      tenantApi = apiClient(t.origin, tenantToken);
    });

    it('a subject with markup reaches the tenant as text, not as a link or an image', async () => {
      const subject = 'Help <a href="https://evil.test">click</a> <img src=x>';
      assert.equal((await merchant.post('support/ticket', { ticketCategory: 'Other', subject, description: 'd' })).status, 200);
      const list = await tenantApi.get(crm(LIST));
      const n = list.body.data.find((x: { title: string }) => x.title.includes('Help'));
      assert.ok(n, 'the tenant is told of the new ticket');
      assert.ok(n.title.includes('Help &lt;a href=&quot;https://evil.test&quot;&gt;click&lt;/a&gt; &lt;img src=x&gt;'), n.title);
      assert.ok(!/<a |<img/i.test(`${n.title}${n.description}`), `${n.title} / ${n.description}`);
    });

    it('a comment with markup reaches the merchant as text', async () => {
      const id = (await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Plain', description: 'd' })).text;
      const tenantToken = (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token;
      const tenant = coreClient(t.origin, tenantToken);
      assert.equal((await tenant.post(`support/ticket/${BLUE}/${id}/comment`, { content: '<p>see &lt;img src=x&gt; and https://evil.test</p>' })).status, 204);
      const list = await merchantApi.get(v1(LIST));
      const n = list.body.data.find((x: { title: string }) => x.title.startsWith('New comment on'));
      assert.ok(n, 'the merchant is told of the comment');
      assert.ok(!/<img|<a /i.test(n.description), n.description);
      assert.match(n.description, /&lt;img src=x&gt;/);
    });
  });
}
