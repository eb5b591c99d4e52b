import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { AntifraudRuleRow, BacktestResult, RuleGroup } from '@portal/contracts';
import { seedIds } from '../src/db/seed';
import { stableId } from '../src/lib/ids';
import { parseGeoCsv } from '../src/modules/geoip/geoip-csv';
import { currentGeoSource, geoIndexOf, importGeoCsv } from '../src/modules/geoip/geoip-store';
import { parseIp } from '../src/modules/geoip/ip-address';
import { buildGeoIndex, countryOfIp, type GeoRange } from '../src/modules/geoip/range-index';
import { DEMO_GEOIP_SOURCE } from '../src/modules/geoip/seed';
import { apiSuite } from './helpers/api-suite';

/**
 * The geo-IP set (ADR 0114): the one lookup over a table of addresses (IPv4, IPv6, the edges of ranges, unknown),
 * the import (each wrong line named, nothing changed; replace-all), and a rule on IP country blocking a
 * virtual-terminal payment from a mapped address and not from another, with the backtest reading the same lookup.
 */
const index = (csv: string) => {
  const { ranges, errors } = parseGeoCsv(csv);
  assert.deepEqual(errors, []);
  return buildGeoIndex(ranges);
};

describe('geo-IP lookup (ADR 0114)', () => {
  const set = index([
    'start,end,country',
    '1.0.0.0,1.0.0.255,AU',
    '1.0.1.0,1.0.3.255,CN',
    '203.0.113.0/26,GB', '203.0.113.64/26,TR',
    '255.255.255.0,255.255.255.255,ZZ',
    '0.0.0.0,0.0.0.0,US',
    '2001:db8::,2001:db8:7fff:ffff:ffff:ffff:ffff:ffff,TR',
    '2001:db8:8000::/33,gb',
    '2a00::/12,DE',
  ].join('\n'));

  it('answers the country of IPv4 and IPv6 addresses, the first and last address of a range included, and unknown otherwise', () => {
    const table: Array<[string | null, string | null]> = [
      ['1.0.0.0', 'AU'], ['1.0.0.255', 'AU'], ['1.0.1.0', 'CN'], ['1.0.2.128', 'CN'], ['1.0.3.255', 'CN'], ['1.0.4.0', null], ['0.255.255.255', null],
      ['0.0.0.0', 'US'], ['0.0.0.1', null],
      ['203.0.113.0', 'GB'], ['203.0.113.63', 'GB'], ['203.0.113.64', 'TR'], ['203.0.113.127', 'TR'], ['203.0.113.128', null],
      ['255.255.255.255', null], // the unknown code ZZ is unknown
      ['::ffff:203.0.113.70', 'TR'], // an IPv4-mapped IPv6 address is its IPv4
      ['2001:db8::', 'TR'], ['2001:db8:7fff:ffff:ffff:ffff:ffff:ffff', 'TR'], ['2001:db8:8000::', 'GB'], ['2001:DB8:FFFF::1', 'GB'],
      ['2001:db9::', null], ['2a0f:ffff::1', 'DE'], ['2a10::', null], ['::1', null],
      ['not an address', null], ['203.0.113.300', null], ['', null], [null, null],
    ];
    assert.deepEqual(table.map(([ip]) => [ip, countryOfIp(set, ip)]), table);
  });

  it('prints a lookup at 300 000 ranges (a figure, not a timed assertion)', () => {
    const ranges: GeoRange[] = [];
    const countries = ['GB', 'TR', 'DE', 'US', 'NL', 'FR'];
    for (let i = 0; i < 250_000; i += 1) ranges.push({ family: 4, start: BigInt(i * 4096), end: BigInt(i * 4096 + 4000), country: countries[i % 6]! });
    for (let i = 0; i < 50_000; i += 1) ranges.push({ family: 6, start: (0x2a00n << 112n) + (BigInt(i) << 80n), end: (0x2a00n << 112n) + (BigInt(i) << 80n) + (1n << 79n), country: countries[i % 6]! });
    const built = Date.now();
    const big = buildGeoIndex(ranges);
    const buildMs = Date.now() - built;
    const ips = Array.from({ length: 100_000 }, (_, i) => (i % 5 === 0 ? `2a00:${(i % 50_000).toString(16)}::1` : `${(i * 7919) % 223}.${i % 256}.${(i * 31) % 256}.${i % 200}`));
    const started = process.hrtime.bigint();
    let found = 0;
    for (const ip of ips) if (countryOfIp(big, ip)) found += 1;
    const perLookupUs = Number(process.hrtime.bigint() - started) / 1000 / ips.length;
    console.log(`geo-IP: ${big.size} ranges built in ${buildMs} ms; ${ips.length} lookups, ${perLookupUs.toFixed(2)} µs each (${found} mapped)`);
    assert.equal(countryOfIp(big, '0.0.16.1'), 'TR');
    assert.equal(countryOfIp(big, '0.0.15.161'), null, 'between two ranges');
  });

  it('names each wrong line of a file and the lines that overlap', () => {
    const { errors } = parseGeoCsv([
      'network,country', '203.0.113.0/24,GB', '203.0.113.0/33,GB', '198.51.100.0/24,GBR', '10.0.0.9,10.0.0.1,NL',
      '10.0.0.1,2001:db8::,NL', 'x.y,z.w,NL', '1,2,3,4', '203.0.113.128/25,TR',
    ].join('\n'));
    assert.deepEqual(errors, [
      'Line 3: not a network in CIDR form (203.0.113.0/24, 2001:db8::/32): 203.0.113.0/33',
      'Line 4: not a two-letter country code (ISO 3166-1 alpha-2): GBR',
      'Line 5: the start comes after the end',
      'Line 6: the start and the end are not of the same family (IPv4, IPv6)',
      'Line 7: not an IPv4 or IPv6 address: x.y',
      'Line 8: give "network,country" (CIDR) or "start,end,country"',
      'Line 9: overlaps the range of line 2',
    ]);
    assert.deepEqual(parseIp('2001:db8::1')?.value, (0x20010db8n << 96n) + 1n);
  });
});

describe('geo-IP set, the IP-country rule and the virtual terminal (ADR 0114)', () => {
  const api = apiSuite(['merchant']);
  const call = (method: string, path: string, body?: unknown) =>
    api.call('merchant', method, `/svc/merchant/api/v1/${path}`, { ...(body !== undefined ? { body } : {}), headers: { mode: 'Test', 'x-request-id': randomUUID() } });
  // A new card each time (Luhn-valid), so the default velocity rule never answers for the rule under test.
  let cards = 0;
  const newCard = () => {
    const body = `424242${String(100_000_000 + (cards += 1) * 7919).slice(-9)}`;
    const sum = [...body].reverse().reduce((s, d, i) => { const n = Number(d) * (i % 2 === 0 ? 2 : 1); return s + (n > 9 ? n - 9 : n); }, 0);
    return `${body}${(10 - (sum % 10)) % 10}`;
  };
  const pay = (customerIp?: string) => api.call('merchant', 'POST', '/svc/merchant/api/virtual-terminal/payments', {
    body: {
      websiteId: stableId('website:blue-bottle:1'), cardNumber: newCard(), expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 1, cvc: '737',
      cardholderName: 'Ada Lovelace', amount: 1200, currency: 'GBP', ...(customerIp !== undefined ? { customerIp } : {}),
    },
    headers: { 'x-request-id': randomUUID(), systemmode: 'Test' },
  });
  const activeRule = async (name: string, action: string, conditions: RuleGroup) => {
    const created = await call('POST', 'antifraud-rules', { name, action, score: 95, conditions });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const rule = created.body as AntifraudRuleRow;
    assert.equal((await call('POST', `antifraud-rules/${rule.ruleId}/activate`)).body.status, 'Active');
    return rule;
  };

  it('the seed loads the demo set; a rule on IP country blocks a payment from a mapped address and not from another; unknown is a condition too', async () => {
    const source = await currentGeoSource(api.db);
    assert.equal(source?.source, DEMO_GEOIP_SOURCE);
    const turkey: RuleGroup = { combinator: 'and', rules: [{ field: 'ipCountry', operator: 'in', value: ['TR'] }] };
    const rule = await activeRule('Payments from Turkey', 'Block', turkey);
    const fromTurkey = await pay('203.0.113.70');
    assert.deepEqual([fromTurkey.status, fromTurkey.body.status, fromTurkey.body.antifraudRule], [201, 'Blocked', 'Payments from Turkey']);
    const alerts = await api.call('merchant', 'GET', `/svc/merchant/api/transactions/${fromTurkey.body.transactionId}/alerts`, { headers: { mode: 'Test' } });
    if (alerts.status === 200) assert.equal(alerts.body[0]?.condition, 'IP country in TR');
    const { rows: [stored] } = await api.db.execute<{ ip: string }>(sql`SELECT customer_ip AS ip FROM transactions WHERE id = ${fromTurkey.body.transactionId}`);
    assert.equal(stored?.ip, '203.0.113.70', 'the address is kept with the payment');
    const fromTurkeyV6 = await pay('2001:db8::42');
    assert.equal(fromTurkeyV6.body.antifraudRule, 'Payments from Turkey');
    const fromBritain = await pay('203.0.113.10');
    assert.equal(fromBritain.status, 201);
    assert.notEqual(fromBritain.body.antifraudRule, 'Payments from Turkey');
    assert.notEqual(fromBritain.body.status, 'Blocked');
    const noIp = await pay();
    assert.notEqual(noIp.body.antifraudRule, 'Payments from Turkey');
    const wrong = await pay('203.0.113.999');
    assert.deepEqual([wrong.status, wrong.body.error], [400, "The customer's IP address is not an IPv4 or IPv6 address"]);

    await activeRule('Unknown IP country', 'Review', { combinator: 'and', rules: [{ field: 'ipCountry', operator: 'isUnknown', value: '' }] });
    const unmapped = await pay('198.18.0.1');
    assert.deepEqual([unmapped.body.antifraudOutcome, unmapped.body.antifraudRule], ['Review', 'Unknown IP country']);
    assert.notEqual((await pay('203.0.113.10')).body.antifraudRule, 'Unknown IP country', 'a mapped address is not unknown');
    assert.equal((await call('POST', `antifraud-rules/${rule.ruleId}/deactivate`)).status, 200);
  });

  it("the backtest reads the same lookup: its count of payments from Turkey equals a direct count of the seed's addresses in TR's range", async () => {
    const conditions: RuleGroup = { combinator: 'and', rules: [{ field: 'ipCountry', operator: '=', value: 'TR' }] };
    const result = (await call('POST', 'antifraud-rules/backtest', { action: 'Block', conditions, days: 90 })).body as BacktestResult;
    const { rows: [direct] } = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM transactions
      WHERE merchant_id = ${seedIds.merchant('blue-bottle')} AND mode = 'Test' AND parent_id IS NULL AND type IN ('Sale', 'Authorisation')
        AND created_at >= ${result.from} AND created_at <= ${result.to}
        AND ((customer_ip LIKE '203.0.113.%' AND split_part(customer_ip, '.', 4)::int BETWEEN 64 AND 127) OR customer_ip LIKE '2001:db8::%')`);
    assert.ok(direct!.n > 0, 'the seed has payments from the demo set\'s TR range');
    assert.equal(result.blocked, direct!.n);
    assert.ok(result.examples.every((e) => e.condition === 'IP country = TR'));
  });

  it('an import with a wrong line changes nothing; a good one replaces the whole set and the lookup follows', async () => {
    const before = await currentGeoSource(api.db);
    const bad = await importGeoCsv(api.db, { csv: '198.51.100.0/24,NL\nnope,NL\n', source: 'Broken file', loadedBy: null, now: new Date() });
    assert.deepEqual(bad, { ok: false, errors: ['Line 2: not a network in CIDR form (203.0.113.0/24, 2001:db8::/32): nope'] });
    assert.deepEqual(await currentGeoSource(api.db), before);
    assert.deepEqual(await importGeoCsv(api.db, { csv: '203.0.113.0/24,NL', source: ' ', loadedBy: null, now: new Date() }),
      { ok: false, errors: ['Name the source of the set (e.g. "DB-IP country lite 2026-11")'] });
    const good = await importGeoCsv(api.db, { csv: 'start,end,country\n203.0.113.0,203.0.113.255,NL\n', source: 'DB-IP country lite 2026-11', loadedBy: null, now: new Date() });
    assert.ok(good.ok);
    assert.deepEqual([good.source.source, good.source.rangeCount], ['DB-IP country lite 2026-11', 1]);
    const geo = await geoIndexOf(api.db);
    assert.deepEqual([countryOfIp(geo, '203.0.113.70'), countryOfIp(geo, '198.51.100.1'), countryOfIp(geo, '2001:db8::1')], ['NL', null, null], 'replace-all: the demo ranges are gone');
    const { rows: [count] } = await api.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM geoip_ranges`);
    assert.equal(count!.n, 1);
  });
});
