import { createHash } from 'node:crypto';
import type { RoutingDefinition, RoutingKind, RoutingStep, SplitShare } from '@portal/contracts';
import { groupMatch, type PaymentFacts } from '../antifraud/evaluate';
import { listIndex } from '../antifraud/blacklist-match';

/**
 * The one routing function (issue 29 item 4, ADR 0107): the virtual terminal's payment, the processing setup check
 * and the simulator call `decideRoute`, so what a merchant simulates is what runs. Pure and synchronous: the caller
 * gives the active configuration, the payment's facts, the channels usable now (the processing setup's order: by
 * name) and the draw in [0, 1) a volume split reads. Conditions are the antifraud rules' (`groupMatch`, ADR 0106).
 */

/** The facts a routing condition reads; unknown ones are null (a condition over them does not match). */
export interface RoutingFacts {
  amount: number | null;
  currency: string | null;
  cardBin: string | null;
  cardCountry: string | null;
  paymentMethod: string;
}

/** A channel usable for the payment now (active, its provider on and carrying the method and currency, its MID active). */
export interface CandidateChannel { id: string; name: string; serviceProviderId: string; serviceProviderName: string }

export interface ActiveRouting { configurationId: string; version: number; name: string; kind: RoutingKind; definition: RoutingDefinition }

export interface RoutingDecision {
  configuration: Omit<ActiveRouting, 'definition'> | null;
  steps: RoutingStep[];
  /** The channels in the order they are tried: the first, then the cascading fallbacks. */
  order: CandidateChannel[];
  /** The matching rule's split (null when no split decided). */
  split: SplitShare[] | null;
}

const NO_LISTS = listIndex([]);

function asPaymentFacts(f: RoutingFacts): PaymentFacts {
  return {
    amount: f.amount as number, currency: f.currency as string, cardBin: f.cardBin, cardFingerprint: null, cardCountry: f.cardCountry, ipCountry: null,
    email: null, emailDomain: null, ip: null, websiteId: null, paymentMethod: f.paymentMethod, riskScore: 0,
    cardPaymentsHour: 0, cardPaymentsDay: 0, emailPaymentsHour: 0, emailPaymentsDay: 0, ipPaymentsHour: 0, ipPaymentsDay: 0,
  };
}

/** A draw in [0, 1) from a payment's id: the same payment always draws the same share of a split. */
export function drawFor(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/** The share a draw lands on: the shares laid end to end over [0, 100) in their order. */
export function pickShare(split: readonly SplitShare[], draw: number): SplitShare {
  let upTo = 0;
  for (const share of split) {
    upTo += share.percent;
    if (draw * 100 < upTo) return share;
  }
  return split[split.length - 1]!;
}

const uniqueIds = (ids: readonly string[]) => [...new Set(ids)];

export function decideRoute(active: ActiveRouting | null, facts: RoutingFacts, usable: readonly CandidateChannel[], draw: number): RoutingDecision {
  const byId = new Map(usable.map((c) => [c.id, c]));
  const name = (id: string) => byId.get(id)?.name ?? id;
  const steps: RoutingStep[] = [];
  const add = (rule: string, matched: boolean, decision: string) => steps.push({ step: steps.length + 1, rule, matched, decision });
  const usableOf = (ids: readonly string[], where: string) => {
    const out: CandidateChannel[] = [];
    for (const id of uniqueIds(ids)) {
      const c = byId.get(id);
      if (c) out.push(c);
      else add(`${where}: channel ${id} is not usable for this payment`, false, 'skipped');
    }
    return out;
  };
  const byName = () => {
    add("Processing setup order (the merchant's channel priority, then its fee for the amount, then name)", true, usable.length ? `try ${usable.map((c) => c.name).join(' → ')}` : 'no usable channel');
    return [...usable];
  };
  const configuration = active ? { configurationId: active.configurationId, version: active.version, name: active.name, kind: active.kind } : null;
  if (!active) {
    add('No active smart routing configuration for this website and mode', false, 'the processing setup order applies');
    return { configuration, steps, order: byName(), split: null };
  }
  const d = active.definition;
  if (d.kind === 'Priority') {
    const entry = d.priorities.find((p) => p.paymentMethod === facts.paymentMethod);
    add(`Priority list for payment method ${facts.paymentMethod}`, !!entry, entry ? `try ${entry.channelIds.map(name).join(' → ')}` : 'no list for this method');
    const order = entry ? usableOf(entry.channelIds, 'Priority list') : [];
    if (order.length) return { configuration, steps, order, split: null };
    return { configuration, steps, order: byName(), split: null };
  }
  const pf = asPaymentFacts(facts);
  for (const rule of d.rules) {
    const fired = groupMatch(rule.conditions, pf, NO_LISTS);
    if (fired === null) { add(`Rule "${rule.name}"`, false, 'no match'); continue; }
    const share = pickShare(rule.split, draw);
    const splitText = rule.split.length > 1
      ? `split ${rule.split.map((s) => `${name(s.channelId)} ${s.percent}%`).join(' / ')}: draw ${(draw * 100).toFixed(1)} → ${name(share.channelId)}`
      : `route to ${name(share.channelId)}`;
    add(`Rule "${rule.name}": ${fired}`, true, splitText);
    const rest = rule.split.filter((s) => s !== share).map((s) => s.channelId);
    const order = usableOf([share.channelId, ...rest, ...d.fallback], `Rule "${rule.name}"`);
    if (order.length) {
      if (d.fallback.length) add('Fallback order for cascading', true, order.slice(1).map((c) => c.name).join(' → ') || 'none');
      return { configuration, steps, order, split: rule.split };
    }
    return { configuration, steps, order: byName(), split: rule.split };
  }
  const fallback = usableOf(d.fallback, 'Fallback order');
  add('No rule matched: fallback order', fallback.length > 0, fallback.length ? `try ${fallback.map((c) => c.name).join(' → ')}` : 'empty');
  if (fallback.length) return { configuration, steps, order: fallback, split: null };
  return { configuration, steps, order: byName(), split: null };
}
