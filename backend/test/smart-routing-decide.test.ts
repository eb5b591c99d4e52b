import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RoutingDefinition, RuleGroup } from '@portal/contracts';
import { decideRoute, drawFor, pickShare, type ActiveRouting, type CandidateChannel, type RoutingFacts } from '../src/modules/smart-routing/decide';

/**
 * The one routing function on a table of cases (issue 29 items 4 and 7, ADR 0107): each condition type, the rules'
 * order, fallback cascading, a v1 priority list, no configuration, and a 70/30 split over 10 000 seeded draws.
 */
const ch = (id: string): CandidateChannel => ({ id, name: `Channel ${id}`, serviceProviderId: `p-${id}`, serviceProviderName: `Provider ${id}` });
const A = ch('a'), B = ch('b'), C = ch('c');
const usable = [A, B, C];
const facts = (over: Partial<RoutingFacts> = {}): RoutingFacts => ({ amount: 1_000, currency: 'GBP', cardBin: '411111', cardCountry: 'GB', paymentMethod: 'card', ...over });
const when = (...rules: RuleGroup['rules']): RuleGroup => ({ combinator: 'and', rules });
const rules = (list: Array<[string, RuleGroup, Array<[string, number]>]>, fallback: string[] = []): ActiveRouting => ({
  configurationId: 'cfg', version: 3, name: 'Cards', kind: 'Rules',
  definition: { kind: 'Rules', rules: list.map(([name, conditions, split]) => ({ name, conditions, split: split.map(([channelId, percent]) => ({ channelId, percent })) })), fallback },
});
const to = (channel: string): Array<[string, number]> => [[channel, 100]];
const ids = (d: { order: CandidateChannel[] }) => d.order.map((c) => c.id);

/** A small seeded generator (mulberry32): the same 10 000 draws every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('decideRoute: the one routing function (ADR 0107)', () => {
  const cases: Array<{ name: string; conditions: RuleGroup; hit: Partial<RoutingFacts>; miss: Partial<RoutingFacts> }> = [
    { name: 'amount range', conditions: when({ field: 'amount', operator: '>=', value: 5_000 }, { field: 'amount', operator: '<', value: 10_000 }), hit: { amount: 7_500 }, miss: { amount: 10_000 } },
    { name: 'currency', conditions: when({ field: 'currency', operator: 'in', value: ['EUR', 'USD'] }), hit: { currency: 'EUR' }, miss: { currency: 'GBP' } },
    { name: 'card country', conditions: when({ field: 'cardCountry', operator: '=', value: 'DE' }), hit: { cardCountry: 'DE' }, miss: { cardCountry: 'GB' } },
    { name: 'BIN', conditions: when({ field: 'cardBin', operator: 'beginsWith', value: '5355' }), hit: { cardBin: '535522' }, miss: { cardBin: '411111' } },
    { name: 'payment method', conditions: when({ field: 'paymentMethod', operator: '=', value: 'google-pay' }), hit: { paymentMethod: 'google-pay' }, miss: { paymentMethod: 'card' } },
    { name: 'an unknown fact never matches', conditions: when({ field: 'cardCountry', operator: '!=', value: 'GB' }), hit: { cardCountry: 'FR' }, miss: { cardCountry: null } },
  ];
  for (const c of cases) {
    it(`a rule over the ${c.name} chooses its channel when it matches, and the fallback when not`, () => {
      const config = rules([[c.name, c.conditions, to('b')]], ['c', 'a']);
      const hit = decideRoute(config, facts(c.hit), usable, 0.5);
      assert.deepEqual(ids(hit), ['b', 'c', 'a']);
      assert.equal(hit.steps[0]!.matched, true);
      assert.match(hit.steps[0]!.rule, new RegExp(`^Rule "${c.name}": `));
      const miss = decideRoute(config, facts(c.miss), usable, 0.5);
      assert.deepEqual(ids(miss), ['c', 'a']);
      assert.deepEqual(miss.steps.map((s) => [s.matched, s.decision]), [[false, 'no match'], [true, 'try Channel c → Channel a']]);
    });
  }

  it('reads the rules in order: the first that matches decides', () => {
    const config = rules([
      ['EUR', when({ field: 'currency', operator: '=', value: 'EUR' }), to('c')],
      ['Cards', when({ field: 'paymentMethod', operator: '=', value: 'card' }), to('b')],
    ]);
    assert.deepEqual(ids(decideRoute(config, facts({ currency: 'EUR' }), usable, 0)), ['c']);
    assert.deepEqual(ids(decideRoute(config, facts(), usable, 0)), ['b']);
  });

  it('cascades: a chosen channel that is not usable is skipped for the next of the split and the fallback order', () => {
    const config = rules([['Split', when({ field: 'paymentMethod', operator: '=', value: 'card' }), [['a', 60], ['b', 40]]]], ['c']);
    const withoutA = decideRoute(config, facts(), [B, C], 0.1);
    assert.deepEqual(ids(withoutA), ['b', 'c']);
    assert.ok(withoutA.steps.some((s) => s.rule.includes('channel a is not usable') && s.decision === 'skipped'));
    const nothing = decideRoute(rules([['Only d', when({ field: 'amount', operator: '>', value: 0 }), to('d')]]), facts(), usable, 0);
    assert.deepEqual(ids(nothing), ['a', 'b', 'c'], 'with no channel of the configuration usable, the processing setup order applies');
  });

  it('v1: the priority list of the payment method; another method keeps the processing setup order', () => {
    const v1: ActiveRouting = { configurationId: 'p', version: 1, name: 'Priorities', kind: 'Priority',
      definition: { kind: 'Priority', priorities: [{ paymentMethod: 'card', channelIds: ['c', 'a'] }] } satisfies RoutingDefinition };
    assert.deepEqual(ids(decideRoute(v1, facts(), usable, 0)), ['c', 'a']);
    const other = decideRoute(v1, facts({ paymentMethod: 'paypal' }), usable, 0);
    assert.deepEqual([ids(other), other.steps[0]!.matched], [['a', 'b', 'c'], false]);
  });

  it('no active configuration: the processing setup order (by name), said in a step', () => {
    const d = decideRoute(null, facts(), usable, 0);
    assert.deepEqual([ids(d), d.configuration, d.steps[0]!.rule], [['a', 'b', 'c'], null, 'No active smart routing configuration for this website and mode']);
  });

  it('a 70/30 split sends 70 % and 30 % of 10 000 seeded draws to its channels (within 2 points)', () => {
    const config = rules([['Split', when({ field: 'paymentMethod', operator: '=', value: 'card' }), [['a', 70], ['b', 30]]]]);
    const random = seeded(29);
    const counts = new Map<string, number>();
    for (let i = 0; i < 10_000; i++) {
      const first = decideRoute(config, facts(), usable, random()).order[0]!.id;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    assert.ok(Math.abs(counts.get('a')! / 10_000 - 0.7) <= 0.02, `a: ${counts.get('a')}`);
    assert.ok(Math.abs(counts.get('b')! / 10_000 - 0.3) <= 0.02, `b: ${counts.get('b')}`);
    // The payment path draws from the payment's id: over 10 000 ids the shares hold too.
    let a = 0;
    for (let i = 0; i < 10_000; i++) if (pickShare([{ channelId: 'a', percent: 70 }, { channelId: 'b', percent: 30 }], drawFor(`tx-${i}`)).channelId === 'a') a++;
    assert.ok(Math.abs(a / 10_000 - 0.7) <= 0.02, `by id: ${a}`);
  });
});
