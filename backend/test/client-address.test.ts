import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, it } from 'node:test';
import { like } from 'drizzle-orm';
import { luhnOk, PAYMENT_LINK_LIMITS, type PaymentLinkRow } from '@portal/contracts';
import { signInFailures } from '../src/db/schema';
import { stableId } from '../src/lib/ids';
import { apiSuite } from './helpers/api-suite';

/**
 * The client's address behind a proxy (ADR 0118). With TRUST_PROXY the backend sits behind nginx (and an ingress), which
 * append the address they saw to X-Forwarded-For; what the caller wrote there comes first. Only proxies on loopback and
 * private networks are believed, so a card tester who writes a new address in every request is still counted by the
 * address nginx saw, and two real clients behind the same nginx are still two. The test talks to its own server on
 * 127.0.0.1 (a trusted proxy's address, as nginx's is) and writes the header nginx would send.
 */
describe('the client address behind a trusted proxy (ADR 0118)', () => {
  const api = apiSuite(['merchant'], { env: { TRUST_PROXY: 'true', WEBHOOK_WORKER: 'false', RATE_LIMIT_PER_MINUTE: '1000' } });
  beforeEach(async () => { await api.db.delete(signInFailures).where(like(signInFailures.key, 'pay-%')); });

  const nextYear = new Date().getUTCFullYear() + 1;
  const freshCard = (): string => {
    const body = `400005${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    for (let check = 0; check < 10; check += 1) if (luhnOk(`${body}${check}`)) return `${body}${check}`;
    throw new Error('unreachable');
  };
  const createLink = async (): Promise<PaymentLinkRow> => {
    const res = await api.call('merchant', 'POST', '/svc/merchant/api/v1/payment-links', {
      body: { websiteId: stableId('website:blue-bottle:1'), amountType: 'Fixed', amount: 1_250, currency: 'GBP', description: 'Beans' },
      headers: { mode: 'Test' },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body as PaymentLinkRow;
  };
  /** A payment attempt as nginx forwards it: the caller's own X-Forwarded-For, then the address nginx saw. */
  const payThroughProxy = async (token: string, written: string | null, seenByProxy: string) => {
    const forwardedFor = written ? `${written}, ${seenByProxy}` : seenByProxy;
    const res = await fetch(`${api.origin}/svc/merchant/api/pay/${token}/payments`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ requestId: randomUUID(), cardNumber: freshCard(), expiryMonth: 12, expiryYear: nextYear, cvc: '737', cardholderName: 'Grace Hopper' }),
    });
    await res.arrayBuffer();
    return res.status;
  };
  const countedAddresses = async () => (await api.db.select({ key: signInFailures.key }).from(signInFailures)
    .where(like(signInFailures.key, 'pay-address:%'))).map((row) => row.key.slice('pay-address:'.length)).sort();

  it('counts a card tester that writes a new address in every request by the address the proxy saw', async () => {
    const link = await createLink();
    for (let i = 1; i <= PAYMENT_LINK_LIMITS.payAttemptsPerAddress; i += 1) {
      assert.equal(await payThroughProxy(link.token, `203.0.113.${i}`, '198.51.100.9'), 200, `attempt ${i} taken`);
    }
    assert.equal(await payThroughProxy(link.token, '203.0.113.99', '198.51.100.9'), 429, 'a new written address does not reset the count');
    assert.deepEqual(await countedAddresses(), ['198.51.100.9']);
  });

  it('tells two clients behind the same proxy apart, and believes the proxies of a private network in between', async () => {
    const link = await createLink();
    for (let i = 0; i < PAYMENT_LINK_LIMITS.payAttemptsPerAddress; i += 1) await payThroughProxy(link.token, null, '198.51.100.20');
    assert.equal(await payThroughProxy(link.token, null, '198.51.100.20'), 429);
    assert.equal(await payThroughProxy(link.token, null, '198.51.100.21'), 200, 'another client is not limited by the first');
    // An ingress on the cluster's network (10.x) in front of nginx: the client is the address the ingress saw.
    assert.equal(await payThroughProxy(link.token, '198.51.100.22', '10.1.2.3'), 200);
    assert.deepEqual(await countedAddresses(), ['198.51.100.20', '198.51.100.21', '198.51.100.22']);
  });
});
