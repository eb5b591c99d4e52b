import { html, type Html } from '../../../lib/html';
import { translator, type PageLanguage, type Translate } from '../../identity/pages/i18n';
import { page } from '../../identity/pages/layout';
import type { VerifyAnswer } from './lookup';
import { VERIFY_TR } from './texts';

export const VERIFY_PAGE_PATH = '/verify';
export const VERIFY_ASSETS = `${VERIFY_PAGE_PATH}/assets`;

export interface VerifyPageModel {
  lang: PageLanguage;
  /** The hash asked about (the address's), with its answer; none on the bare page. */
  checked?: { answer: VerifyAnswer; tenantId: string | null };
  /** What was typed when it was not a SHA-256 (shown again with the error). */
  invalid?: string;
}

const shownTime = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function result(t: Translate, a: VerifyAnswer): Html {
  if (!a.matches) {
    return html`<div class="alert error" role="status"><strong>${t('This file is not an accepted agreement.')}</strong>
<p>${t('No accepted agreement\'s PDF has this SHA-256. A file changed in any way, even by one character, no longer matches.')}</p></div>
<dl class="result"><dt>${t('SHA-256')}</dt><dd><code>${a.sha256}</code></dd></dl>`;
  }
  return html`<div class="alert success" role="status"><strong>${t('This file is an accepted agreement.')}</strong></div>
<dl class="result">
<dt>${t('Agreement')}</dt><dd>${a.agreementId ?? ''}</dd>
<dt>${t('Version')}</dt><dd>${String(a.version ?? '')}</dd>
<dt>${t('Merchant')}</dt><dd>${a.merchantName ?? ''}</dd>
<dt>${t('Provider')}</dt><dd>${a.tenantName ?? ''}</dd>
<dt>${t('Accepted on')}</dt><dd>${a.acceptedAt ? html`<time datetime="${a.acceptedAt}">${shownTime(a.acceptedAt)}</time>` : ''}</dd>
<dt>${t('Accepted by')}</dt><dd>${a.acceptedBy ?? ''}</dd>
<dt>${t('SHA-256')}</dt><dd><code>${a.sha256}</code></dd>
</dl>`;
}

/**
 * The public verify page (ADR 0094): the answer for the hash in the address, and a form that hashes a chosen or dropped
 * PDF in the browser (Web Crypto, verify.js) or takes a typed SHA-256. Works without the script for a typed hash.
 */
export function verifyPage(m: VerifyPageModel): string {
  const t = translator(m.lang, VERIFY_TR);
  const path = m.checked ? `${VERIFY_PAGE_PATH}/${m.checked.answer.sha256}` : VERIFY_PAGE_PATH;
  const error = m.invalid !== undefined ? t('This is not a SHA-256: use 64 characters, 0-9 and a-f.') : undefined;
  const body = html`<h1>${t('Verify an agreement')}</h1>
${m.checked ? result(t, m.checked.answer) : ''}
<p>${t('Check whether a PDF is an agreement accepted in the payments portal: choose or drop the file here, or type its SHA-256.')}</p>
<form id="verify-form" method="get" action="${VERIFY_PAGE_PATH}" novalidate
 data-base="${VERIFY_PAGE_PATH}" data-lang="${m.lang}" data-computing="${t('Computing the file\'s SHA-256…')}" data-no-file="${t('Choose a PDF file.')}"
 data-no-crypto="${t('Your browser cannot compute a SHA-256 on this page (it needs a secure connection). Compute it with sha256sum and type it.')}"
 data-unreadable="${t('The file could not be read. Choose it again.')}" data-not-hash="${t('This is not a SHA-256: use 64 characters, 0-9 and a-f.')}"
 data-empty="${t('Choose a file or type a SHA-256.')}">
<input type="hidden" name="lang" value="${m.lang}">
<div class="drop-zone" id="drop-zone">
<label for="file">${t('The agreement\'s PDF')}</label>
<input id="file" type="file" accept="application/pdf,.pdf" aria-describedby="file-hint">
<p class="hint muted" id="file-hint">${t('Choose the PDF, or drop it here')}. ${t('The file is read by your browser only: it is not uploaded.')}</p>
</div>
<div class="field">
<label for="sha256">${t('Or its SHA-256')}</label>
<input id="sha256" name="sha256" type="text" autocomplete="off" spellcheck="false" value="${m.invalid ?? ''}" aria-describedby="${error ? 'sha256-error sha256-hint' : 'sha256-hint'}"${error ? html` aria-invalid="true"` : ''}>
<p class="hint muted" id="sha256-hint">${t('64 characters, 0-9 and a-f (for example from sha256sum).')}</p>
${error ? html`<p class="field-error" id="sha256-error">${error}</p>` : ''}
</div>
<p id="verify-progress" class="muted" role="status" aria-live="polite"></p>
<button type="submit">${t('Check')}</button>
</form>`;
  return page(t('Verify an agreement'), body, {
    scriptUrl: `${VERIFY_ASSETS}/verify.js`, stylesheet: `${VERIFY_ASSETS}/verify.css`, wide: true, noindex: true, lang: m.lang, path,
    tenantId: m.checked?.tenantId ?? null,
  });
}
