import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { DEV_MAILBOX_OFF_MESSAGE } from '@portal/contracts';
import { LoggingMailOutbox } from '../src/modules/mail/outbox';
import { smtpDelivery } from '../src/modules/mail/deliveries';
import { apiClient } from './helpers/api';
import { Browser } from './helpers/browser';
import { startTestServer, type TestServer } from './helpers/server';
import { tokenFor } from './helpers/transaction-actions';

const MAILBOX = 'api/v1/platform/mailbox';
const REGISTER = '/Identity/Account/Register';

describe('development mailbox (DEV_MAILBOX)', () => {
  let t: TestServer;
  let platform: ReturnType<typeof apiClient>;
  const register = (email: string) => new Browser().request(`${t.origin}${REGISTER}`, {
    form: { firstName: 'Mia', lastName: 'Mailbox', email, password: 'Good-Pass-1', confirmPassword: 'Good-Pass-1' },
  });

  before(async () => {
    t = await startTestServer({ DEV_MAILBOX: 'true' });
    platform = apiClient(t.origin, await tokenFor(t, 'platform'));
  });
  after(async () => { await t?.close(); });

  it("keeps the mail the backend sends, newest first, for platform staff: recipient, subject, text and the message's link", async () => {
    await register('first.reader@example.test');
    await register('second.reader@example.test');
    const list = await platform.get(`${MAILBOX}?pageSize=10`);
    assert.equal(list.status, 200);
    const [newest, older] = list.body.data;
    assert.equal(newest.to, 'second.reader@example.test');
    assert.equal(older.to, 'first.reader@example.test');
    assert.equal(newest.subject, 'Confirm your e-mail address');
    assert.match(newest.link, new RegExp(`^${t.origin}/`));
    assert.ok(newest.text.includes(newest.link), 'the text carries the link too');
    const one = await platform.get(`${MAILBOX}/${older.id}`);
    assert.equal(one.status, 200);
    assert.equal(one.body.to, 'first.reader@example.test');
  });

  it('finds messages by recipient and by words of the subject or text', async () => {
    await register('findable.person@example.test');
    const byRecipient = await platform.get(`${MAILBOX}?recipient=findable.person`);
    assert.deepEqual(byRecipient.body.data.map((m: { to: string }) => m.to), ['findable.person@example.test']);
    const byText = await platform.get(`${MAILBOX}?search=finish%20your%20registration`);
    assert.ok(byText.body.data.length >= 1);
    const none = await platform.get(`${MAILBOX}?search=no%20such%20words%20anywhere`);
    assert.equal(none.body.count, 0);
  });

  it('is read by platform staff only', async () => {
    for (const who of ['tenant', 'merchant']) {
      const answer = await apiClient(t.origin, await tokenFor(t, who)).get(MAILBOX);
      assert.equal(answer.status, 403, who);
    }
    assert.equal((await apiClient(t.origin).get(MAILBOX)).status, 401);
  });

  it('says the mailbox is off instead of showing an empty box when the backend keeps no mail', async () => {
    t.server.config.devMailbox = false;
    try {
      const answer = await platform.get(MAILBOX);
      assert.equal(answer.status, 404);
      assert.equal(answer.body.error, DEV_MAILBOX_OFF_MESSAGE);
    } finally {
      t.server.config.devMailbox = true;
    }
  });
});

describe('SMTP delivery (SMTP_URL)', () => {
  /** A loopback SMTP server that accepts every message and keeps its DATA. */
  function loopbackSmtp() {
    const received: string[] = [];
    const server = createServer((socket: Socket) => {
      let data: string | null = null;
      socket.write('220 loopback ESMTP\r\n');
      let buffer = '';
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = buffer.indexOf('\r\n')) >= 0) {
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (data !== null) {
            if (line === '.') { received.push(data); data = null; socket.write('250 queued\r\n'); } else data += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 loopback\r\n');
          else if (/^DATA/i.test(line)) { data = ''; socket.write('354 go on\r\n'); }
          else if (/^QUIT/i.test(line)) { socket.end('221 bye\r\n'); }
          else socket.write('250 ok\r\n');
        }
      });
    });
    return { server, received };
  }

  it('sends each message through the SMTP server SMTP_URL names, and still logs it', async () => {
    const smtp = loopbackSmtp();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as { port: number }).port;
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o), error: (o: unknown) => logged.push(o) };
    try {
      const outbox = new LoggingMailOutbox(log, undefined, [smtpDelivery(`smtp://127.0.0.1:${port}`, 'Portal <no-reply@portal.test>')]);
      await outbox.send({ to: 'ops@acquirer.test', subject: 'Your invitation', text: 'Set your password: https://portal.test/x', link: 'https://portal.test/x' });
      assert.equal(smtp.received.length, 1);
      assert.match(smtp.received[0]!, /^To: ops@acquirer\.test$/m);
      assert.match(smtp.received[0]!, /^Subject: Your invitation$/m);
      assert.match(smtp.received[0]!, /^From: Portal <no-reply@portal\.test>$/m);
      assert.match(smtp.received[0]!, /Set your password: https:\/\/portal\.test\/x/);
      assert.equal(logged.length, 1, 'logged once, no delivery error');
    } finally {
      await new Promise((resolve) => smtp.server.close(resolve));
    }
  });

  it('keeps the action when delivery fails: the failure is logged, send still resolves', async () => {
    const logged: Array<{ delivery?: string }> = [];
    const log = { info: () => undefined, error: (o: { delivery?: string }) => logged.push(o) };
    const failing = { name: 'broken', deliver: async () => { throw new Error('connection refused'); } };
    await new LoggingMailOutbox(log, undefined, [failing]).send({ to: 'a@b.test', subject: 's', text: 't' });
    assert.equal(logged[0]?.delivery, 'broken');
  });
});
