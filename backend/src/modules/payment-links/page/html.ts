/**
 * The public payment page's HTML (ADR 0108), drawn by the server: a link that cannot be paid is a complete page
 * without any script; a payable one is a labelled form the small script (pay-page.ts, at most 60 KB) checks and sends.
 * Nothing inline: styles and the script come from this origin (strict CSP), the brand colours from the link's theme.css.
 */
import type { PayPageLink } from '@portal/contracts';
import { fill, type PayLanguage, type PayTexts } from './texts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
const jsonData = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

export const money = (minor: number, currency: string, places: number, lang: PayLanguage): string =>
  new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency, minimumFractionDigits: places, maximumFractionDigits: places })
    .format(minor / 10 ** places);

function shell(lang: PayLanguage, t: PayTexts, title: string, token: string | null, body: string, script: boolean): string {
  const other = t.languageHref;
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/pay/assets/pay.css">
${token ? `<link rel="stylesheet" href="/pay/${esc(token)}/theme.css">` : ''}
${script ? '<script src="/pay/assets/pay.js" defer></script>' : ''}
</head>
<body>
<header class="bar"><a class="lang" href="?lang=${other}" lang="${other}" hreflang="${other}">${esc(t.language)}</a></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

/** A link that cannot be paid (unknown, expired, used up, inactive): one clear sentence, nothing to fill in. */
export function unavailablePage(lang: PayLanguage, t: PayTexts, reason: string, cancelUrl: string | null, title: string = t.unavailableTitle): string {
  const body = `<section class="card" aria-labelledby="title">
<h1 id="title">${esc(title)}</h1>
<p class="notice" role="status">${esc(reason)}</p>
${cancelUrl ? `<p><a href="${esc(cancelUrl)}">${esc(t.cancel)}</a></p>` : ''}
</section>`;
  return shell(lang, t, title, null, body, false);
}

const field = (id: string, label: string, input: string, hint?: string) => `<div class="field">
<label for="${id}">${esc(label)}</label>
${hint ? `<p class="hint" id="${id}-hint">${esc(hint)}</p>` : ''}
${input}
<p class="error" id="${id}-error" hidden></p>
</div>`;

/** The form of a payable link. */
export function payPage(lang: PayLanguage, t: PayTexts, link: PayPageLink, now: Date): string {
  const fmt = (minor: number) => money(minor, link.currency, link.decimalPlaces, lang);
  const fixed = link.amountType === 'Fixed';
  const months = Array.from({ length: 12 }, (_, i) => `<option value="${i + 1}">${String(i + 1).padStart(2, '0')}</option>`).join('');
  const year = now.getUTCFullYear();
  const years = Array.from({ length: 21 }, (_, i) => `<option value="${year + i}">${year + i}</option>`).join('');
  const describedBy = (id: string, hint = false) => `aria-describedby="${hint ? `${id}-hint ` : ''}${id}-error"`;
  const title = fill(t.title, { merchant: link.merchantName });
  const data = {
    token: link.token, amountType: link.amountType, minAmount: link.minAmount, maxAmount: link.maxAmount, decimalPlaces: link.decimalPlaces,
    amountText: fixed ? fmt(link.amount!) : null, merchant: link.merchantName, lang,
    texts: t,
  };
  const body = `<section class="card" aria-labelledby="title">
${link.hasLogo ? `<img class="logo" src="/pay/${esc(link.token)}/logo" alt="${esc(link.merchantName)}">` : ''}
<h1 id="title">${esc(title)}</h1>
${link.mode === 'Test' ? `<p class="test-mode">${esc(t.testMode)}</p>` : ''}
<p class="description">${esc(link.description)}</p>
${fixed ? `<p class="amount"><span class="label">${esc(t.amount)}</span> <strong>${esc(fmt(link.amount!))}</strong></p>` : ''}
<noscript><p class="notice">${esc(t.noScript)}</p></noscript>
<div id="summary" class="summary" role="alert" tabindex="-1" hidden></div>
<form id="pay-form" novalidate>
${fixed ? '' : field('amount', `${t.amount} (${link.currency})`, `<input id="amount" name="amount" inputmode="decimal" autocomplete="transaction-amount" required ${describedBy('amount', true)}>`,
    fill(t.amountRange, { min: fmt(link.minAmount!), max: fmt(link.maxAmount!) }))}
${field('cardNumber', t.cardNumber, `<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required ${describedBy('cardNumber')}>`)}
<fieldset class="expiry" aria-describedby="expiry-error"><legend>${esc(t.expiry)}</legend>
<div class="row">
<div class="field"><label for="expiryMonth">${esc(t.expiryMonth)}</label><select id="expiryMonth" name="expiryMonth" autocomplete="cc-exp-month" required><option value="">${esc(t.choose)}</option>${months}</select></div>
<div class="field"><label for="expiryYear">${esc(t.expiryYear)}</label><select id="expiryYear" name="expiryYear" autocomplete="cc-exp-year" required><option value="">${esc(t.choose)}</option>${years}</select></div>
</div>
<p class="error" id="expiry-error" hidden></p>
</fieldset>
${field('cvc', t.cvc, `<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required ${describedBy('cvc', true)}>`, t.cvcHint)}
${field('cardholderName', t.cardholderName, `<input id="cardholderName" name="cardholderName" autocomplete="cc-name" maxlength="100" required ${describedBy('cardholderName')}>`)}
<button type="submit" id="pay-button" class="pay">${esc(fixed ? fill(t.pay, { amount: fmt(link.amount!) }) : t.payAmount)}</button>
</form>
<div id="result" class="result" tabindex="-1" hidden></div>
<p class="secured">${esc(t.secured)}</p>
${link.cancelUrl ? `<p><a class="cancel" href="${esc(link.cancelUrl)}">${esc(t.cancel)}</a></p>` : ''}
</section>
<script type="application/json" id="pay-data">${jsonData(data)}</script>`;
  return shell(lang, t, title, link.token, body, true);
}

/** The brand colours as custom properties (validated #RRGGBB, white text readable on both). */
export const themeCss = (brand: string, accent: string): string => `:root{--brand:${brand};--accent:${accent}}\n`;

export const PAY_CSS = `*{box-sizing:border-box}
:root{--brand:#1A56DB;--accent:#0E7C3A;--text:#1f2328;--muted:#57606a;--error:#B42318;--border:#8c959f}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--text);background:#f6f8fa}
.bar{display:flex;justify-content:flex-end;padding:8px 16px;background:#fff}
.lang{color:var(--brand)}
main{display:flex;justify-content:center;padding:0 12px 32px}
.card{width:100%;max-width:440px;background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:24px}
h1{font-size:1.375rem;margin:0 0 8px}
.logo{max-height:48px;max-width:200px;display:block;margin-bottom:12px}
.test-mode{background:#fff8c5;border:1px solid #d4a72c;border-radius:6px;padding:4px 8px;font-size:.875rem}
.description{color:var(--muted)}
.amount strong{font-size:1.5rem}
.field{margin:12px 0;display:flex;flex-direction:column;gap:4px}
label,legend{font-weight:600}
fieldset{border:0;padding:0;margin:12px 0}
.row{display:flex;gap:12px}.row .field{flex:1;margin:4px 0}
input,select{font:inherit;padding:10px;border:1px solid var(--border);border-radius:6px;min-height:44px;width:100%}
input:focus,select:focus,button:focus,a:focus{outline:3px solid var(--brand);outline-offset:2px}
[aria-invalid=true]{border-color:var(--error);border-width:2px}
.hint{margin:0;color:var(--muted);font-size:.875rem}
.error{margin:0;color:var(--error);font-weight:600}
.summary{border:2px solid var(--error);border-radius:6px;padding:8px 12px;margin:12px 0}
.pay{width:100%;min-height:48px;border:0;border-radius:6px;background:var(--brand);color:#fff;font:inherit;font-weight:700;cursor:pointer;margin-top:8px}
.pay[disabled]{opacity:.7;cursor:progress}
.result{margin-top:16px;border-left:6px solid var(--accent);padding:8px 12px;background:#f6f8fa}
.result.declined{border-left-color:var(--error)}
.result h2{margin:0 0 4px;font-size:1.125rem}
.secured{color:var(--muted);font-size:.875rem}
.notice{font-size:1.0625rem}
.cancel{color:var(--brand)}
@media (max-width:400px){.card{padding:16px}.row{flex-direction:column;gap:0}}
`;
