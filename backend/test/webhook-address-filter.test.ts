import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { WEBHOOK_ENDPOINT_MESSAGES as M } from '@portal/contracts';
import { checkedAddress, isPrivateAddress, urlProblem, type Resolver } from '../src/modules/webhooks/address-filter';
import { postWebhook } from '../src/modules/webhooks/http-post';
import { MAX_ATTEMPTS, nextAttemptAt, RETRY_DELAYS_MS } from '../src/modules/webhooks/retry-schedule';

/**
 * Where a webhook may go (ADR 0100), judged without a packet leaving for any refused address: the only traffic is to
 * receivers these tests start on 127.0.0.1, and to them only where private networks are allowed.
 */
describe('webhook address filter and retry schedule (ADR 0100)', () => {
  /** A resolver that answers from a table (a name resolving to an internal address), never the real DNS. */
  const table: Record<string, string[]> = {
    'metadata.attacker.test': ['169.254.169.254'],
    'loopback.attacker.test': ['127.0.0.1'],
    'v6loop.attacker.test': ['::1'],
    'mixed.attacker.test': ['93.184.216.34', '10.0.0.1'],
    'public.example.test': ['93.184.216.34'],
  };
  const resolve: Resolver = async (host) => {
    const addresses = table[host];
    if (!addresses) throw new Error('ENOTFOUND');
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  const hits: string[] = [];
  let receiver: http.Server;
  let port = 0;
  before(async () => {
    receiver = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/redirect') {
        // A redirect to another path of this receiver and to the metadata address: neither is followed.
        res.writeHead(302, { location: `http://127.0.0.1:${port}/after-redirect` }).end();
        return;
      }
      if (req.url === '/redirect-metadata') {
        res.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
        return;
      }
      res.writeHead(200).end('ok');
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    port = (receiver.address() as AddressInfo).port;
  });
  after(async () => { await new Promise((done) => receiver.close(done)); });

  it('tells private, loopback, link-local and reserved addresses from public ones', () => {
    for (const ip of ['127.0.0.1', '169.254.169.254', '::1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '100.64.0.1', '0.0.0.0', '::',
      'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a9fe:a9fe', '224.0.0.1']) {
      assert.equal(isPrivateAddress(ip), true, ip);
    }
    for (const ip of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) assert.equal(isPrivateAddress(ip), false, ip);
  });

  it('refuses each address of the table, and a name resolving to one, with the flag off; allows them with it on', async () => {
    for (const host of ['127.0.0.1', '169.254.169.254', '[::1]', '10.0.0.1', 'metadata.attacker.test', 'loopback.attacker.test', 'v6loop.attacker.test', 'mixed.attacker.test']) {
      await assert.rejects(checkedAddress(host, { allowPrivate: false, resolve }), /Refused|private/, host);
      assert.ok(await checkedAddress(host, { allowPrivate: true, resolve }), host);
    }
    assert.deepEqual(await checkedAddress('public.example.test', { allowPrivate: false, resolve }), { address: '93.184.216.34', family: 4 });
  });

  it('sends nothing to a refused address: the attempt fails before connecting', async () => {
    const before = hits.length;
    for (const url of [`http://127.0.0.1:${port}/hook`, `https://loopback.attacker.test:${port}/hook`]) {
      const result = await postWebhook({ url, headers: {}, body: '{}', allowPrivate: false, resolve });
      assert.equal(result.statusCode, null, url);
      assert.match(result.error ?? '', /private, loopback or link-local/, url);
    }
    assert.equal(hits.length, before, 'the receiver on 127.0.0.1 got no request');
  });

  it('does not follow redirects: a 3xx is a failed attempt and its Location is never called', async () => {
    const first = await postWebhook({ url: `http://127.0.0.1:${port}/redirect`, headers: {}, body: '{}', allowPrivate: true, resolve });
    const second = await postWebhook({ url: `http://127.0.0.1:${port}/redirect-metadata`, headers: {}, body: '{}', allowPrivate: true, resolve });
    assert.deepEqual([first.statusCode, second.statusCode], [302, 307]);
    assert.deepEqual(hits.filter((h) => h.startsWith('/after-redirect')), [], 'the redirect target was not requested');
  });

  it('checks a URL when it is saved: https only, http only to private addresses and only with the flag', () => {
    assert.equal(urlProblem('https://hooks.example.com/in', false), null);
    assert.equal(urlProblem('http://hooks.example.com/in', false), M.urlInvalid);
    assert.equal(urlProblem('http://hooks.example.com/in', true), M.urlInvalid, 'plain http to a public host even with the flag');
    assert.equal(urlProblem('http://127.0.0.1:9000/in', false), M.urlInvalid);
    assert.equal(urlProblem('http://127.0.0.1:9000/in', true), null);
    assert.equal(urlProblem('https://169.254.169.254/latest', false), M.urlPrivate);
    assert.equal(urlProblem('https://[::1]/in', false), M.urlPrivate);
    assert.equal(urlProblem('https://localhost/in', false), M.urlPrivate);
    assert.equal(urlProblem('https://user:pw@hooks.example.com/in', false), M.urlInvalid);
    assert.equal(urlProblem('ftp://hooks.example.com/in', true), M.urlInvalid);
    assert.equal(urlProblem('not a url', true), M.urlInvalid);
  });

  it('backs off exponentially with jitter over about three days, honours Retry-After, and stops after the last attempt', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    assert.ok(total > 2.5 * 86_400_000 && total < 3.5 * 86_400_000, `about three days (${total / 3_600_000} h)`);
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const base = RETRY_DELAYS_MS[attempt - 1]!;
      const low = nextAttemptAt(attempt, now, { random: () => 0 })!.getTime() - now.getTime();
      const high = nextAttemptAt(attempt, now, { random: () => 0.999 })!.getTime() - now.getTime();
      assert.ok(low >= base * 0.8 - 1 && high <= base * 1.2 + 1 && high > low, `attempt ${attempt}: ${low}..${high} around ${base}`);
    }
    assert.equal(nextAttemptAt(MAX_ATTEMPTS, now), null, 'no attempt after the last');
    assert.equal(nextAttemptAt(1, now, { random: () => 0.5, retryAfter: '120' })!.getTime() - now.getTime(), 120_000);
    assert.equal(nextAttemptAt(1, now, { random: () => 0.5, retryAfter: new Date(now.getTime() + 600_000).toUTCString() })!.getTime() - now.getTime(), 600_000);
    assert.equal(nextAttemptAt(1, now, { random: () => 0.5, retryAfter: 'soon' })!.getTime() - now.getTime(), 5_000, 'an unreadable Retry-After is ignored');
    assert.equal(nextAttemptAt(1, now, { random: () => 0.5, retryAfter: '9999999' })!.getTime() - now.getTime(), 86_400_000, 'capped at a day');
  });
});

describe('the webhook event catalogue (ADR 0100)', () => {
  it('maps each business event to one catalogue type, and a follow-up row\'s own event to none', async () => {
    const { catalogueEventOf } = await import('../src/modules/webhooks/event-catalogue');
    const { WEBHOOK_EVENT_TYPES } = await import('@portal/contracts');
    const cases: Array<[string, string | null]> = [
      ['transaction.virtual_terminal', 'transaction.created'], ['transaction.refunded', 'transaction.refunded'],
      ['transaction.captured', 'transaction.captured'], ['transaction.voided', 'transaction.voided'],
      ['transaction.approved', 'transaction.status_changed'], ['transaction.captured_by_check', 'transaction.status_changed'],
      ['transaction.disputed', 'dispute.opened'], ['chargeback.evidence_submitted', 'dispute.updated'], ['chargeback.pending', null],
      ['payout.approved', 'payout.approved'], ['payout.successful', 'payout.approved'], ['payout.declined', 'payout.declined'],
      ['refund.successful', null], ['capture.captured', null], ['void.successful', null],
    ];
    for (const [event, expected] of cases) {
      assert.equal(catalogueEventOf(event), expected, event);
      if (expected) assert.ok((WEBHOOK_EVENT_TYPES as readonly string[]).includes(expected));
    }
  });
});
