import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { TestServer } from '../helpers/server';
import { signIn } from '../helpers/oidc';
import { coreClient, type CoreClient } from '../helpers/core';
import { seedIds } from '../../src/db/seed';

const GLOBEX = seedIds.tenant('globex');

export function badInputSuite(server: () => TestServer): void {
  /**
   * Issue 15 item 7: malformed input got 500 (a NUL byte on 8 routes, a lone surrogate in a comment, a year-0
   * date). Whatever the field, the answer is a clear 4xx and nothing is stored.
   */
  describe('malformed input is answered with 4xx, never 500', () => {
    let t: TestServer;
    let merchant: CoreClient;
    let platform: CoreClient;
    let ticket: string;
    let merchantToken: string;
    before(async () => {
      t = server();
      const tokenOf = async (email: string) => (await signIn(t.origin, email)).tokens.access_token;
      merchantToken = await tokenOf('merchant@demo.test');
      merchant = coreClient(t.origin, merchantToken);
      platform = coreClient(t.origin, await tokenOf('platform@demo.test'));
      ticket = (await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Bad input', description: 'd' })).text;
    });

    const clientError = (status: number, what: string) => assert.equal(status, 400, what);

    it('refuses a NUL byte in any text field', async () => {
      assert.equal((await merchant.post(`support/ticket/${ticket}/comment`, { content: 'a fine comment' })).status, 204, 'the route works');
      clientError((await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'a\u0000b', description: 'd' })).status, 'subject');
      clientError((await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 's', description: 'x\u0000' })).status, 'description');
      clientError((await merchant.post(`support/ticket/${ticket}/comment`, { content: 'hi\u0000there' })).status, 'comment');
      clientError((await merchant.post(`support/ticket/${ticket}/invite-external-party`, { externalPartyEmail: 'a@b.test', invitationDescription: '\u0000' })).status, 'invitation');
    });

    it('refuses CR/LF in one-line fields, keeps line breaks in descriptions', async () => {
      const res = await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Hello\r\nBcc: x@evil.test', description: 'd' });
      assert.equal(res.status, 400);
      assert.equal(res.body.error, 'Subject must be one line of text without control characters');
      assert.equal((await merchant.post('support/ticket', { ticketCategory: 'Other', subject: 'Two lines', description: 'line 1\nline 2' })).status, 200);
      const profile = await fetch(`${t.origin}/svc/merchant/api/v1/users/me/profile-settings`, {
        method: 'PUT', headers: { authorization: `Bearer ${merchantToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Mia\r\nAdmin', lastName: 'Merchant', timeZone: 'Europe/London', language: 'en' }),
      });
      assert.equal(profile.status, 400, 'a name is one line');
    });

    it('removes bidirectional overrides from file names', async () => {
      const up = await merchant.upload('fs/file', 'invoice\u202Etxt.exe.txt', 'plain text\n', 'text/plain');
      assert.equal(up.status, 200);
      assert.equal((await merchant.get(`fs/file/${up.body.fileId}/details`)).body.fileName, 'invoicetxt.exe.txt');
    });

    it('refuses a lone surrogate in a comment', async () => {
      const res = await fetch(`${t.origin}/svc/core/support/ticket/${ticket}/comment`, {
        method: 'POST',
        headers: { authorization: `Bearer ${merchantToken}`, 'content-type': 'application/json' },
        body: '{"content":"broken \\ud800 text"}',
      });
      clientError(res.status, 'lone surrogate');
    });

    it('refuses a year-0 date', async () => {
      const created = await platform.post(`support/${GLOBEX}/ticket`, { ticketCategory: 'Other', subject: 'Times', description: 'd' });
      assert.equal(created.status, 200);
      const P = (s: string) => `support/${GLOBEX}/ticket/${created.text}/${s}`;
      assert.equal((await platform.post(P('response-time'), { responseDateTime: '2025-03-01T08:00:00.000Z' })).status, 204, 'a real date is taken');
      clientError((await platform.post(P('response-time'), { responseDateTime: '0000-01-01T00:00:00.000Z' })).status, 'year 0');
      clientError((await platform.post(P('resolution-time'), { resolutionDateTime: '+275760-09-13T00:00:00.001Z' })).status, 'beyond Date');
    });
  });
}
