import { emailMarkupToHtml } from '@portal/contracts';
import { html, raw } from '../../lib/html';

/**
 * A CRM e-mail's HTML part (ADR 0149): its text's paragraphs, lists, bold and links in a plain, readable column, with
 * the tenant's name under it. Inline styles only: mail readers drop style sheets.
 */
export function crmEmailDocument(body: string, tenantName: string, language = 'en'): string {
  return String(html`<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2328">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:6px;padding:24px">
${raw(emailMarkupToHtml(body)) /* built from escaped text (email-markup.ts) */}
</div>
<p style="max-width:600px;margin:12px auto 0;font-size:12px;color:#57606a">${tenantName}</p>
</body></html>`);
}
