import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conditionProblem, type AntifraudAction, type RuleCondition, type RuleGroup } from '@portal/contracts';
import { listIndex } from '../src/modules/antifraud/blacklist-match';
import { parseBlacklistCsv } from '../src/modules/antifraud/blacklist-csv';
import { evaluateRules, groupMatch, inEvaluationOrder, type EvaluatedRule, type PaymentFacts } from '../src/modules/antifraud/evaluate';
import { DEFAULT_RULES } from '../src/modules/antifraud/rule-set';
import { screenOf } from '../src/modules/antifraud/screen';
import { ANTIFRAUD, blockedScore } from '../src/modules/transactions/antifraud';

/**
 * The one rule evaluator (ADR 0106) against a table of cases: each condition type, and/or/not groups, the fixed
 * order of actions (Radar's), the built-in defaults, blacklists (exact, CIDR, country on card or IP) and the CSV import.
 */
const payment = (over: Partial<PaymentFacts> = {}): PaymentFacts => ({
  amount: 12_500, currency: 'GBP', cardBin: '411111', cardFingerprint: '411111******1111', cardCountry: 'GB', ipCountry: 'NG',
  email: 'ada@example.com', emailDomain: 'example.com', ip: '203.0.113.9', websiteId: 'w-1', paymentMethod: 'card', riskScore: 42,
  cardPaymentsHour: 3, cardPaymentsDay: 7, emailPaymentsHour: 1, emailPaymentsDay: 2, ipPaymentsHour: 4, ipPaymentsDay: 9, ...over,
});
const one = (c: RuleCondition): RuleGroup => ({ combinator: 'and', rules: [c] });
const noLists = listIndex([]);
const lists = listIndex([
  { listType: 'CardFingerprint', value: '411111******1111' }, { listType: 'Bin', value: '520000' }, { listType: 'Email', value: 'fraud@example.com' },
  { listType: 'EmailDomain', value: 'mailinator.com' }, { listType: 'Ip', value: '198.51.100.0/24' }, { listType: 'Ip', value: '192.0.2.7' },
  { listType: 'Country', value: 'KP' },
]);

describe('antifraud evaluator: one condition of each type', () => {
  const cases: Array<[string, RuleCondition, Partial<PaymentFacts>, boolean]> = [
    ['amount > matches above', { field: 'amount', operator: '>', value: 10_000 }, {}, true],
    ['amount > misses equal', { field: 'amount', operator: '>', value: 12_500 }, {}, false],
    ['amount >= matches equal', { field: 'amount', operator: '>=', value: 12_500 }, {}, true],
    ['amount < ', { field: 'amount', operator: '<', value: 100 }, {}, false],
    ['amount != ', { field: 'amount', operator: '!=', value: 1 }, {}, true],
    ['currency = (any case)', { field: 'currency', operator: '=', value: 'gbp' }, {}, true],
    ['currency notIn', { field: 'currency', operator: 'notIn', value: ['EUR', 'USD'] }, {}, true],
    ['card BIN in (comma text)', { field: 'cardBin', operator: 'in', value: '400005, 411111' }, {}, true],
    ['card BIN beginsWith', { field: 'cardBin', operator: 'beginsWith', value: '4111' }, {}, true],
    ['card BIN beginsWith misses', { field: 'cardBin', operator: 'beginsWith', value: '5' }, {}, false],
    ['no card: a BIN condition does not match', { field: 'cardBin', operator: 'notIn', value: ['411111'] }, { cardBin: null }, false],
    ['card country =', { field: 'cardCountry', operator: '=', value: 'GB' }, {}, true],
    ['IP country in', { field: 'ipCountry', operator: 'in', value: ['NG', 'GH'] }, {}, true],
    ['IP country unknown', { field: 'ipCountry', operator: '!=', value: 'GB' }, { ipCountry: null }, false],
    ['e-mail domain =', { field: 'emailDomain', operator: '=', value: 'EXAMPLE.com' }, {}, true],
    ['website =', { field: 'websiteId', operator: '=', value: 'w-2' }, {}, false],
    ['payment method in', { field: 'paymentMethod', operator: 'in', value: ['card', 'apm'] }, {}, true],
    ['risk score >=', { field: 'riskScore', operator: '>=', value: 40 }, {}, true],
    ['velocity per card, hour', { field: 'cardPaymentsHour', operator: '>=', value: 3 }, {}, true],
    ['velocity per card, day', { field: 'cardPaymentsDay', operator: '>', value: 7 }, {}, false],
    ['velocity per e-mail, hour', { field: 'emailPaymentsHour', operator: '>=', value: 2 }, {}, false],
    ['velocity per e-mail, day', { field: 'emailPaymentsDay', operator: '=', value: 2 }, {}, true],
    ['velocity per IP, hour', { field: 'ipPaymentsHour', operator: '>', value: 3 }, {}, true],
    ['velocity per IP, day', { field: 'ipPaymentsDay', operator: '<=', value: 8 }, {}, false],
  ];
  for (const [name, condition, over, expected] of cases) {
    it(`${name}: ${expected ? 'matches' : 'does not match'}`, () => {
      assert.equal(groupMatch(one(condition), payment(over), noLists) !== null, expected);
    });
  }
});

describe('antifraud evaluator: list membership', () => {
  const onList = (type: string, over: Partial<PaymentFacts> = {}, operator: 'in' | 'notIn' = 'in') =>
    groupMatch(one({ field: 'blacklist', operator, value: type }), payment(over), lists) !== null;
  it('a card fingerprint, a BIN, an e-mail, an e-mail domain on the list match; others do not', () => {
    assert.equal(onList('CardFingerprint'), true);
    assert.equal(onList('CardFingerprint', { cardFingerprint: '411111******2222' }), false);
    assert.equal(onList('Bin'), false);
    assert.equal(onList('Bin', { cardBin: '520000' }), true);
    assert.equal(onList('Email', { email: 'FRAUD@example.com' }), true);
    assert.equal(onList('EmailDomain'), false);
    assert.equal(onList('EmailDomain', { emailDomain: 'mailinator.com' }), true);
  });
  it('an IP matches exactly or inside a CIDR block', () => {
    assert.equal(onList('Ip'), false);
    assert.equal(onList('Ip', { ip: '198.51.100.200' }), true);
    assert.equal(onList('Ip', { ip: '198.51.101.1' }), false);
    assert.equal(onList('Ip', { ip: '192.0.2.7' }), true);
  });
  it('a country matches the card country or the IP country; notIn is the opposite', () => {
    assert.equal(onList('Country'), false);
    assert.equal(onList('Country', { cardCountry: 'KP' }), true);
    assert.equal(onList('Country', { ipCountry: 'kp' }), true);
    assert.equal(onList('Country', {}, 'notIn'), true);
  });
});

describe('antifraud evaluator: groups and which condition fired', () => {
  const bin: RuleCondition = { field: 'cardBin', operator: '=', value: '411111' };
  const big: RuleCondition = { field: 'amount', operator: '>', value: 100_000 };
  const gb: RuleCondition = { field: 'cardCountry', operator: '=', value: 'GB' };
  it('and: every condition, all of them named', () => {
    assert.equal(groupMatch({ combinator: 'and', rules: [bin, gb] }, payment(), noLists), 'Card BIN = 411111 and Card country = GB');
    assert.equal(groupMatch({ combinator: 'and', rules: [bin, big] }, payment(), noLists), null);
  });
  it('or: the first condition that matched is named', () => {
    assert.equal(groupMatch({ combinator: 'or', rules: [big, gb, bin] }, payment(), noLists), 'Card country = GB');
    assert.equal(groupMatch({ combinator: 'or', rules: [big] }, payment(), noLists), null);
  });
  it('nested groups and not', () => {
    const nested: RuleGroup = { combinator: 'and', rules: [bin, { combinator: 'or', rules: [big, gb] }] };
    assert.equal(groupMatch(nested, payment(), noLists), 'Card BIN = 411111 and Card country = GB');
    assert.equal(groupMatch({ combinator: 'and', not: true, rules: [big] }, payment(), noLists), 'not (Amount (minor units) > 100000)');
    assert.equal(groupMatch({ combinator: 'and', not: true, rules: [bin] }, payment(), noLists), null);
  });
});

describe('antifraud evaluator: the order of actions (Radar: Request 3DS, Allow, Block, Review)', () => {
  const rule = (name: string, action: AntifraudAction, c: RuleCondition, level: EvaluatedRule['level'] = 'tenant'): EvaluatedRule =>
    ({ versionId: name, name, action, score: 50, conditions: one(c), level });
  const always: RuleCondition = { field: 'amount', operator: '>=', value: 0 };
  const never: RuleCondition = { field: 'amount', operator: '<', value: 0 };
  const decide = (rules: EvaluatedRule[]) => evaluateRules(inEvaluationOrder(rules), payment(), noLists);

  it('Allow wins over Block and Review whatever order they were written in', () => {
    const d = decide([rule('review', 'Review', always), rule('block', 'Block', always), rule('allow', 'Allow', always)]);
    assert.deepEqual([d.decision?.action, d.decision?.rule.name], ['Allow', 'allow']);
  });
  it('Block wins over Review', () => {
    assert.equal(decide([rule('review', 'Review', always), rule('block', 'Block', always)]).decision?.action, 'Block');
  });
  it('a Request 3DS rule is noted and the others still decide', () => {
    const d = decide([rule('3ds', 'RequestThreeDS', always), rule('review', 'Review', always)]);
    assert.deepEqual([d.threeDSecure?.rule.name, d.decision?.action], ['3ds', 'Review']);
  });
  it("within an action, a merchant's rule before the tenant's, before the defaults", () => {
    const d = decide([rule('tenant block', 'Block', always, 'tenant'), rule('merchant block', 'Block', always, 'merchant')]);
    assert.equal(d.decision?.rule.name, 'merchant block');
  });
  it('nothing matches: no decision', () => {
    assert.deepEqual(decide([rule('block', 'Block', never)]), { decision: null, threeDSecure: null });
  });
  it('the built-in defaults: 5 uses of a card in an hour block with the model score, a risk score of 70 reviews', () => {
    const ordered = inEvaluationOrder([...DEFAULT_RULES]);
    const blocked = screenOf(evaluateRules(ordered, payment({ cardPaymentsHour: ANTIFRAUD.velocityLimit }), noLists), 'tx-1');
    assert.deepEqual([blocked.outcome, blocked.rule, blocked.score], ['Blocked', ANTIFRAUD.rules.Blocked, blockedScore('tx-1')]);
    const review = screenOf(evaluateRules(ordered, payment({ riskScore: ANTIFRAUD.reviewScore }), noLists), 'tx-1');
    assert.deepEqual([review.outcome, review.rule], ['Review', ANTIFRAUD.rules.Review]);
    const passed = screenOf(evaluateRules(ordered, payment(), noLists), 'tx-1');
    assert.deepEqual([passed.outcome, passed.rule, passed.condition], ['Passed', ANTIFRAUD.rules.Passed, null]);
  });
  it("an operator's Allow rule lets through what a default would block", () => {
    const s = screenOf(evaluateRules(inEvaluationOrder([...DEFAULT_RULES, rule('trusted BIN', 'Allow', { field: 'cardBin', operator: '=', value: '411111' })]),
      payment({ cardPaymentsHour: 9 }), noLists), 'tx-2');
    assert.deepEqual([s.outcome, s.rule, s.condition], ['Passed', 'trusted BIN', 'Card BIN = 411111']);
  });
});

describe('antifraud conditions: what cannot be saved', () => {
  it('names the wrong condition', () => {
    assert.equal(conditionProblem({ combinator: 'and', rules: [] }), 'Add at least one condition');
    assert.equal(conditionProblem(one({ field: 'amount', operator: 'in', value: 1 })), 'Condition 1: "in" cannot be used with Amount (minor units)');
    assert.equal(conditionProblem({ combinator: 'and', rules: [{ field: 'currency', operator: '=', value: 'GBP' }, { field: 'amount', operator: '>', value: -1 }] }),
      'Condition 2: Amount (minor units) needs a whole number of 0 or more');
    assert.equal(conditionProblem(one({ field: 'blacklist', operator: 'in', value: 'Phone' })), 'Condition 1: choose a blacklist type');
    assert.equal(conditionProblem(one({ field: 'cardBin', operator: 'in', value: ' , ' })), 'Condition 1: Card BIN needs a value');
    assert.equal(conditionProblem(one({ field: 'nope' as never, operator: '=', value: 1 })), 'Condition 1: choose a field');
    assert.equal(conditionProblem(one({ field: 'cardBin', operator: '=', value: '411111' })), null);
  });
});

describe('blacklist CSV', () => {
  const now = new Date('2026-11-30T12:00:00Z');
  it('reads every good line, normalised, duplicates once', () => {
    const { entries, problems } = parseBlacklistCsv('type,value,reason,expiresAt\nEmail,Fraud@Example.com,chargebacks,\nIp,198.51.100.0/24,,2027-01-01\nemail,fraud@example.com,,\n', now);
    assert.deepEqual(problems, []);
    assert.deepEqual(entries.map((e) => [e.listType, e.value, e.reason, e.expiresAt?.toISOString() ?? null]), [
      ['Email', 'fraud@example.com', '', null], ['Ip', '198.51.100.0/24', '', '2027-01-01T00:00:00.000Z'],
    ]);
  });
  it('names each bad line', () => {
    const { problems } = parseBlacklistCsv('type,value,reason,expiresAt\nPhone,123,,\nBin,41,,\nCountry,GB,,2020-01-01\nIp,10.0.0.0/33,,\nCountry,TR,,\n', now);
    assert.deepEqual(problems, [
      'Line 2: the type must be one of CardFingerprint, Bin, Email, EmailDomain, Ip, Country',
      'Line 3: Bin: "41" is not a valid value',
      'Line 4: The expiry must be in the future',
      'Line 5: Ip: "10.0.0.0/33" is not a valid value',
    ]);
    assert.deepEqual(parseBlacklistCsv('value,type\nx,y', now).problems, ['The first line must name the columns: type,value,reason,expiresAt']);
    assert.deepEqual(parseBlacklistCsv('type,value,reason,expiresAt\n\n', now).problems, ['The file has no entries']);
  });
});
