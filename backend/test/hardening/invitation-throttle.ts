import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { INVITATIONS_PER_HOUR } from '../../src/modules/support/actions';
import { seedIds } from '../../src/db/seed';
import type { TestServer } from '../helpers/server';
import { signIn } from '../helpers/oidc';
import { coreClient, type CoreClient } from '../helpers/core';

const BLUE = seedIds.merchant('blue-bottle');

export function invitationThrottleSuite(server: () => TestServer): void {
  /** Issue 15 item 7: each invitation mails an address the inviter chooses; a merchant could send them in bulk. */
  describe('invitations of external parties are throttled per person', () => {
    let t: TestServer;
    let merchant: CoreClient;
    let tenant: CoreClient;
    before(async () => {
      t = server();
      merchant = coreClient(t.origin, (await signIn(t.origin, 'merchant@demo.test')).tokens.access_token);
      tenant = coreClient(t.origin, (await signIn(t.origin, 'tenant@demo.test')).tokens.access_token);
    });

    it(`takes ${INVITATIONS_PER_HOUR} an hour from one person, across tickets, then refuses with 429`, async () => {
      const tickets = [];
      for (let i = 0; i < 2; i += 1) {
        tickets.push((await merchant.post('support/ticket', { ticketCategory: 'Other', subject: `Invites ${i}`, description: 'd' })).text);
      }
      for (let i = 0; i < INVITATIONS_PER_HOUR; i += 1) {
        const res = await merchant.post(`support/ticket/${tickets[i % 2]}/invite-external-party`, { externalPartyEmail: `party${i}@example.test` });
        assert.equal(res.status, 204, `invitation ${i + 1}`);
      }
      const refused = await merchant.post(`support/ticket/${tickets[0]}/invite-external-party`, { externalPartyEmail: 'one-more@example.test' });
      assert.equal(refused.status, 429);
      assert.equal(refused.body.error, `You have sent ${INVITATIONS_PER_HOUR} invitations in the last hour. Try again later.`);
      const ticket = await merchant.get(`support/ticket/${tickets[0]}`);
      assert.ok(!JSON.stringify(ticket.body).includes('one-more@example.test'), 'the refused invitation left no trace');
      // Another person is not held back by this one.
      assert.equal((await tenant.post(`support/ticket/${BLUE}/${tickets[0]}/invite-external-party`, { externalPartyEmail: 'tenant-side@example.test' })).status, 204);
    });
  });
}
