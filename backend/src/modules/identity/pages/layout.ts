import { html, type Html } from '../../../lib/html';

export const IDENTITY_ASSETS = '/Identity/lib';

/** Identity pages load only their own stylesheet and script: nothing inline, nothing external. */
export const IDENTITY_CSP = [
  "default-src 'self'", "img-src 'self' data:", "style-src 'self'", "script-src 'self'",
  "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'",
].join('; ');

export interface PageOptions {
  /** A script of the identity assets folder. */
  script?: string;
  /** One more stylesheet (absolute path, same origin). */
  stylesheet?: string;
  /** A wider card (pages with more to read than a form). */
  wide?: boolean;
  /** Keep the page out of search engines (pages reached by a private link). */
  noindex?: boolean;
}

/** The one page frame of the server-rendered pages (identity forms, the external-party ticket page). */
export function page(title: string, body: Html, opts: PageOptions = {}): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${opts.noindex ? html`<meta name="robots" content="noindex">` : ''}
<title>${title} - Payments portal</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${IDENTITY_ASSETS}/site.css">
${opts.stylesheet ? html`<link rel="stylesheet" href="${opts.stylesheet}">` : ''}
${opts.script ? html`<script src="${IDENTITY_ASSETS}/${opts.script}" defer></script>` : ''}
</head>
<body>
<main class="${opts.wide ? 'card wide' : 'card'}">
<p class="brand">Payments portal</p>
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

export const SITE_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f5f5f5;color:#404040;
font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;padding:24px}
.card{background:#fff;width:100%;max-width:420px;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.card.wide{max-width:560px}
.brand{margin:0 0 8px;font-weight:700;color:#2e43fe;letter-spacing:.02em}
h1{font-size:1.5rem;margin:0 0 16px}
h2{font-size:1.1rem;margin:24px 0 8px}
.field{margin-bottom:14px}
label{display:block;font-weight:600;margin-bottom:4px}
input{width:100%;padding:10px 12px;border:1px solid #d0d0d0;border-radius:8px;font:inherit;color:inherit}
input:focus{outline:2px solid #09d0bd;outline-offset:1px;border-color:#09d0bd}
input[aria-invalid=true]{border-color:#d32f2f}
button{width:100%;padding:11px;border:0;border-radius:8px;background:#2e43fe;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1f33e0}
.field-error{color:#d32f2f;margin:4px 0 0;font-size:.9rem}
.alert{padding:10px 12px;border-radius:8px;margin-bottom:16px}
.alert.error{background:#fdecea;color:#b71c1c}
.alert.success{background:#e6f7f5;color:#05695f}
.alert.info{background:#eef0ff;color:#2e43fe}
.alert ul{margin:0;padding-left:18px}
.muted{color:#707070}
a{color:#2e43fe}
.links{margin-top:16px}
hr{border:0;border-top:1px solid #eee;margin:24px 0}
.hidden{display:none}
`;

/** Submits the provider's sign-out form at once (RP-initiated logout needs no confirmation here). */
export const LOGOUT_JS = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('op.logoutForm');if(f){f.submit();}});`;
