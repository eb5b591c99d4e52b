import { html, type Html } from '../../../lib/html';
import { PAGE_LANGUAGES, translator, withLanguage, type PageLanguage } from './i18n';
import { themeVariables } from './theme';
import { LANGUAGE_NAMES } from '../../../lib/language-names';

export const IDENTITY_ASSETS = '/Identity/lib';

/** Identity pages load only their own stylesheet and script: nothing inline, nothing external. */
export const IDENTITY_CSP = [
  "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self'",
  "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
].join('; ');

export interface PageOptions {
  /** A script of the identity assets folder. */
  script?: string;
  /** A script outside the identity assets (absolute path, same origin), for pages of other modules. */
  scriptUrl?: string;
  /** One more stylesheet (absolute path, same origin). */
  stylesheet?: string;
  /** A wider card (pages with more to read than a form). */
  wide?: boolean;
  /** Keep the page out of search engines (pages reached by a private link). */
  noindex?: boolean;
  /** The language the page is written in (default en). */
  lang?: PageLanguage;
  /** The page's own path: the language switch links to it with another `lang`. Without it, no switch. */
  path?: string;
  /** The tenant whose theme colours the page (its stylesheet), when known. */
  tenantId?: string | null;
}

/** The tenant's colours (served by the identity routes; the defaults when the tenant is unknown). */
export const themeStylesheet = (tenantId?: string | null): string =>
  `${IDENTITY_ASSETS}/theme.css${tenantId ? `?tenant=${encodeURIComponent(tenantId)}` : ''}`;

function languageSwitch(path: string, current: PageLanguage, label: string): Html {
  return html`<nav class="lang-switch" aria-label="${label}">${PAGE_LANGUAGES.map((l) => (l === current
    ? html`<a href="${withLanguage(path, l)}" lang="${l}" aria-current="true">${LANGUAGE_NAMES[l]}</a>`
    : html`<a href="${withLanguage(path, l)}" lang="${l}" hreflang="${l}">${LANGUAGE_NAMES[l]}</a>`))}</nav>`;
}

/**
 * The one page frame of the server-rendered pages (identity forms, the external-party ticket page): the
 * portal's top bar (brand, language switch) in the tenant's colours, and the page's card.
 */
export function page(title: string, body: Html, opts: PageOptions = {}): string {
  const lang = opts.lang ?? 'en';
  const t = translator(lang);
  return html`<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${opts.noindex ? html`<meta name="robots" content="noindex">` : ''}
<title>${title} - ${t('Payments portal')}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${IDENTITY_ASSETS}/site.css">
<link rel="stylesheet" href="${themeStylesheet(opts.tenantId)}">
${opts.stylesheet ? html`<link rel="stylesheet" href="${opts.stylesheet}">` : ''}
${opts.script ? html`<script src="${IDENTITY_ASSETS}/${opts.script}" defer></script>` : ''}
${opts.scriptUrl ? html`<script src="${opts.scriptUrl}" defer></script>` : ''}
</head>
<body>
<header class="topbar">
<p class="brand">${t('Payments portal')}</p>
${opts.path ? languageSwitch(opts.path, lang, t('Language')) : ''}
</header>
<main class="${opts.wide ? 'card wide' : 'card'}">
${body}
</main>
</body>
</html>
`.value;
}

export interface FieldSpec {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string;
  autocomplete?: string;
  error?: string;
  autofocus?: boolean;
}

/** A labelled input (label for= id) with its own error line. */
export function field(f: FieldSpec): Html {
  const errorId = `${f.id}-error`;
  return html`<div class="field">
<label for="${f.id}">${f.label}</label>
<input id="${f.id}" name="${f.id}" type="${f.type ?? 'text'}"${f.type === 'password' ? '' : html` value="${f.value ?? ''}"`}${f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ''}${f.autofocus ? html` autofocus` : ''}${f.error ? html` aria-invalid="true" aria-describedby="${errorId}"` : ''}>
${f.error ? html`<p class="field-error" id="${errorId}">${f.error}</p>` : ''}
</div>`;
}

export function alert(kind: 'error' | 'success' | 'info', message: string | Html | undefined): Html {
  if (!message) return html``;
  return html`<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`;
}

/** The portal's look: antd's font stack and sizes, the shell's colours (theme.css sets them per tenant). */
export const SITE_CSS = `
${themeVariables(null)}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;background:var(--page-bg);color:var(--text);
font:14px/1.5715 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
.topbar{align-self:stretch;display:flex;align-items:center;justify-content:space-between;gap:16px;padding:0 24px;height:64px;
background:var(--brand-bg);color:var(--on-brand)}
.brand{margin:0;font-size:16px;font-weight:600;letter-spacing:.02em}
.lang-switch{display:flex;gap:4px}
.lang-switch a{color:var(--on-brand);text-decoration:none;padding:4px 10px;border-radius:6px;border:1px solid transparent}
.lang-switch a:hover{text-decoration:underline}
.lang-switch a[aria-current]{border-color:currentColor;font-weight:600}
.card{background:#fff;width:calc(100% - 32px);max-width:420px;margin:48px 16px;padding:32px;border-radius:8px;
box-shadow:0 1px 2px rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px rgba(0,0,0,.02)}
.card.wide{max-width:560px}
h1{font-size:24px;font-weight:600;margin:0 0 16px;line-height:1.35}
h2{font-size:16px;font-weight:600;margin:24px 0 8px}
.field{margin-bottom:16px}
label{display:block;margin-bottom:8px}
input{width:100%;padding:4px 11px;height:40px;border:1px solid #d9d9d9;border-radius:6px;font:inherit;font-size:16px;color:inherit;background:#fff}
input:hover{border-color:var(--primary)}
input:focus,textarea:focus,button:focus-visible,a:focus-visible{outline:2px solid var(--link);outline-offset:1px}
input[aria-invalid=true]{border-color:#d32f2f}
button{width:100%;height:40px;padding:0 15px;border:0;border-radius:6px;background:var(--primary);color:var(--on-primary);font:inherit;font-size:16px;
cursor:pointer;box-shadow:0 2px 0 rgba(0,0,0,.04)}
button:hover{filter:brightness(.95)}
.field-error{color:#c62828;margin:4px 0 0;font-size:14px}
.alert{padding:9px 12px;border-radius:8px;margin-bottom:16px;border:1px solid}
.alert.error{background:#fff2f0;border-color:#ffccc7;color:#a8071a}
.alert.success{background:#f6ffed;border-color:#b7eb8f;color:#135200}
.alert.info{background:#e6f4ff;border-color:#91caff;color:#003a8c}
.alert ul{margin:0;padding-left:18px}
.muted{color:rgba(0,0,0,.62)}
a{color:var(--link)}
.links{margin-top:16px}
hr{border:0;border-top:1px solid #f0f0f0;margin:24px 0}
.hidden{display:none}
`;

/** Submits the provider's sign-out form at once (RP-initiated logout needs no confirmation here). */
export const LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f){f.submit();}});`;
