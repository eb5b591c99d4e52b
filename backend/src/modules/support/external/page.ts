import type { FastifyReply } from 'fastify';
import { html, type Html } from '../../../lib/html';
import { translator, withLanguage, type PageLanguage } from '../../identity/pages/i18n';
import { IDENTITY_CSP, page } from '../../identity/pages/layout';
import { EXTERNAL_COMMENT_MAX_LENGTH, EXTERNAL_TEXTS, type PublicComment } from './comments';
import { EXTERNAL_PAGE_PATH } from './links';

/** The page's own few rules on top of the identity pages' stylesheet (no inline styles: CSP style-src 'self'). */
export const EXTERNAL_ASSETS_PATH = `${EXTERNAL_PAGE_PATH}/assets/page.css`;
export const EXTERNAL_PAGE_CSS = `
.comments{list-style:none;margin:0 0 16px;padding:0}
.comments li{border-top:1px solid #eee;padding:10px 0}
.comments .meta{margin:0 0 4px;font-size:.9rem;color:#707070}
.comments time{white-space:nowrap}
.comments .text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
textarea{width:100%;padding:10px 12px;border:1px solid #d0d0d0;border-radius:8px;font:inherit;color:inherit;resize:vertical}
textarea:focus{outline:2px solid #09d0bd;outline-offset:1px;border-color:#09d0bd}
textarea[aria-invalid=true]{border-color:#d32f2f}
`;

/** The identity pages' frame (the tenant's colours, the language switch), wider, with this page's rules, out of search engines. */
const layout = (title: string, body: Html, lang: PageLanguage, path?: string, tenantId?: string): string =>
  page(title, body, { stylesheet: EXTERNAL_ASSETS_PATH, wide: true, noindex: true, lang, path, tenantId });

const shownTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface TicketPageModel {
  token: string;
  lang: PageLanguage;
  /** The ticket's tenant, whose theme colours the page. */
  tenantId: string;
  ticketNumber: number;
  subject: string;
  email: string;
  comments: PublicComment[];
  closed: boolean;
  /** The form's text after a refused post (kept so nothing typed is lost). */
  draft?: string;
  error?: string;
  posted?: boolean;
}

export function ticketPage(m: TicketPageModel): string {
  const t = translator(m.lang);
  const path = `${EXTERNAL_PAGE_PATH}/${m.token}`;
  const list = m.comments.length
    ? html`<ol class="comments">${m.comments.map((c) => html`<li><p class="meta"><strong>${c.author}</strong> · <time datetime="${c.timestamp.toISOString()}">${shownTime(c.timestamp)}</time></p><p class="text">${c.text}</p></li>`)}</ol>`
    : html`<p class="muted">${t('No comments yet.')}</p>`;
  const form = m.closed
    // A refused post (409) shows the same text as an error.
    ? (m.error ? html`<div class="alert error" role="alert">${t(EXTERNAL_TEXTS.closed)}</div>` : html`<div class="alert info" role="status">${t(EXTERNAL_TEXTS.closed)}</div>`)
    : html`<form method="post" action="${withLanguage(path, m.lang)}">
<div class="field">
<label for="comment">${t('Your comment')}</label>
<textarea id="comment" name="comment" rows="5" required maxlength="${EXTERNAL_COMMENT_MAX_LENGTH}"${m.error ? html` aria-invalid="true" aria-describedby="comment-error"` : ''}>${m.draft ?? ''}</textarea>
${m.error ? html`<p class="field-error" id="comment-error">${t(m.error)}</p>` : ''}
</div>
<button type="submit">${t('Add comment')}</button>
</form>`;
  return layout(t('Ticket #{number}', { number: m.ticketNumber }), html`<h1>${m.subject}</h1>
<p class="muted">${t('Ticket #{number}. You were invited to this ticket as {email}.', { number: m.ticketNumber, email: m.email })}</p>
${m.posted ? html`<div class="alert success" role="status">${t(EXTERNAL_TEXTS.posted)}</div>` : ''}
<h2>${t('Comments')}</h2>
${list}
${form}`, m.lang, path, m.tenantId);
}

export const notFoundPage = (lang: PageLanguage): string => {
  const t = translator(lang);
  return layout(t('Page not found'), html`<h1>${t('Page not found')}</h1><p>${t(EXTERNAL_TEXTS.notFound)}</p>`, lang);
};

/** Never cached, framed or indexed; the token in the address never leaves as a Referer. */
export function sendExternalPage(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', IDENTITY_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Robots-Tag', 'noindex')
    .send(body);
}
