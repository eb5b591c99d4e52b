/**
 * The public payment page's script (ADR 0108): plain TypeScript bundled by esbuild for the browser, no framework,
 * at most 60 KB (guarded in `npm test`). It checks the card with the virtual terminal's rules from contracts (the
 * server checks them again), ties each error to its field (aria-invalid, aria-describedby), moves focus to the first
 * problem, and sends the payment once (a request id per attempt: a double click or a retry is one payment).
 */
import { cardholderProblem, cardNumberProblem, cvcProblem, expiryProblem } from '@portal/contracts';

interface PageData {
  token: string; amountType: 'Fixed' | 'Customer'; minAmount: number | null; maxAmount: number | null; decimalPlaces: number;
  amountText: string | null; merchant: string; lang: 'en' | 'tr'; texts: Record<string, string>;
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');

const newRequestId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** "12.50" or "12,50" in minor units; null when it is not an amount with at most `places` decimals. */
export function parseAmount(text: string, places: number): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  if (fraction.length > places) return null;
  return Number(whole) * 10 ** places + Number(fraction.padEnd(places, '0') || '0');
}

function start(): void {
  const dataElement = byId('pay-data');
  const form = byId<HTMLFormElement>('pay-form');
  if (!dataElement || !form) return;
  const data = JSON.parse(dataElement.textContent ?? '{}') as PageData;
  const t = (text: string) => data.texts[text] ?? text;
  const summary = byId('summary')!;
  const result = byId('result')!;
  const button = byId<HTMLButtonElement>('pay-button')!;
  let requestId = newRequestId();

  const value = (id: string) => (byId<HTMLInputElement>(id)?.value ?? '');
  const showError = (id: string, message: string | null, fields: string[] = [id]) => {
    const error = byId(`${id}-error`);
    if (error) {
      error.textContent = message ? t(message) : '';
      error.hidden = !message;
    }
    for (const f of fields) byId(f)?.setAttribute('aria-invalid', message ? 'true' : 'false');
  };

  const check = (): { ok: boolean; amount?: number } => {
    const now = new Date();
    const problems: Array<[string, string | null, string[]?]> = [];
    let amount: number | undefined;
    if (data.amountType === 'Customer') {
      const parsed = parseAmount(value('amount'), data.decimalPlaces);
      const inRange = parsed !== null && parsed >= data.minAmount! && parsed <= data.maxAmount!;
      // Out of range: the hint under the field ("Between £5.00 and £500.00") is the sentence.
      problems.push(['amount', parsed === null ? 'amountInvalid' : inRange ? null : byId('amount-hint')?.textContent ?? 'amountInvalid']);
      if (parsed !== null) amount = parsed;
    }
    problems.push(['cardNumber', cardNumberProblem(value('cardNumber').replace(/[\s-]/g, ''))]);
    problems.push(['expiry', expiryProblem(Number(value('expiryMonth')) || undefined, Number(value('expiryYear')) || undefined, now), ['expiryMonth', 'expiryYear']]);
    problems.push(['cvc', cvcProblem(value('cvc').trim())]);
    problems.push(['cardholderName', cardholderProblem(value('cardholderName'))]);
    for (const [id, problem, fields] of problems) showError(id, problem, fields);
    const first = problems.find(([, p]) => p);
    if (!first) {
      summary.hidden = true;
      return { ok: true, amount };
    }
    summary.textContent = t('errorsTitle');
    summary.hidden = false;
    byId((first[2] ?? [first[0]])[0]!)?.focus();
    return { ok: false };
  };

  const showResult = (title: string, body: string, declined: boolean) => {
    result.replaceChildren();
    const h = document.createElement('h2');
    h.textContent = title;
    const p = document.createElement('p');
    p.textContent = body;
    result.append(h, p);
    result.className = declined ? 'result declined' : 'result';
    result.setAttribute('role', declined ? 'alert' : 'status');
    result.hidden = false;
    result.focus();
  };

  const busy = (on: boolean) => {
    button.disabled = on;
    button.setAttribute('aria-busy', String(on));
    if (on) {
      button.dataset.label = button.textContent ?? '';
      button.textContent = t('paying');
    } else if (button.dataset.label) button.textContent = button.dataset.label;
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (button.disabled) return;
    const checked = check();
    if (!checked.ok) return;
    // The last attempt's answer goes away while this one is on its way: what shows next is this attempt's.
    result.hidden = true;
    busy(true);
    const body = {
      requestId, cardNumber: value('cardNumber').replace(/[\s-]/g, ''), expiryMonth: Number(value('expiryMonth')), expiryYear: Number(value('expiryYear')),
      cvc: value('cvc').trim(), cardholderName: value('cardholderName').trim(), ...(checked.amount !== undefined ? { amount: checked.amount } : {}),
    };
    fetch(`/svc/merchant/api/pay/${encodeURIComponent(data.token)}/payments`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': data.lang }, body: JSON.stringify(body), credentials: 'omit',
    }).then(async (response) => {
      const answer = await response.json().catch(() => ({})) as { paid?: boolean; externalId?: string; amount?: number; message?: string; redirectUrl?: string | null; error?: string; code?: string };
      busy(false);
      if (response.ok && answer.paid) {
        if (answer.redirectUrl) {
          window.location.assign(answer.redirectUrl);
          return;
        }
        form.hidden = true;
        const amountText = data.amountText ?? value('amount');
        showResult(t('paidTitle'), fill(t('paidBody'), { amount: amountText, merchant: data.merchant, reference: answer.externalId ?? '' }), false);
        return;
      }
      // A new attempt gets a new id: the declined one is answered, not replayed.
      requestId = newRequestId();
      if (response.ok) {
        // The reason in the page's language when it is one of the portal's; the merchant's own words as written.
        showResult(t('declinedTitle'), fill(t('declinedBody'), { reason: t(answer.message ?? '') }), true);
        return;
      }
      if (response.status === 429) {
        // Too many attempts on this link or from this address: how long to wait, in the page's language.
        const seconds = Number(response.headers.get('retry-after')) || 60;
        showResult(fill(t('too_many_attempts'), { minutes: String(Math.max(1, Math.ceil(seconds / 60))) }), '', true);
        return;
      }
      if (response.status === 410 || response.status === 404) {
        window.location.reload();
        return;
      }
      showResult(fill(t('failed'), { message: t(answer.error ?? String(response.status)) }), '', true);
    }).catch(() => {
      busy(false);
      showResult(t('network'), '', true);
    });
  });
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
}
