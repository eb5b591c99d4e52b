import type { FastifyReply } from 'fastify';
import { html, type Html } from '../../../lib/html';
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

/** The identity pages' frame, wider, with this page's rules, out of search engines. */
const layout = (title: string, body: Html): string =>
  page(title, body, { stylesheet: EXTERNAL_ASSETS_PATH, wide: true, noindex: true });

const shownTime = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export interface TicketPageModel {
  token: string;
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
  const list = m.comments.length
    ? html`<ol class="comments">${m.comments.map((c) => html`<li><p class="meta"><strong>${c.author}</strong> · <time datetime="${c.timestamp.toISOString()}">${shownTime(c.timestamp)}</time></p><p class="text">${c.text}</p></li>`)}</ol>`
    : html`<p class="muted">No comments yet.</p>`;
  const form = m.closed
    // A refused post (409) shows the same text as an error.
    ? (m.error ? html`<div class="alert error" role="alert">${EXTERNAL_TEXTS.closed}</div>` : html`<div class="alert info" role="status">${EXTERNAL_TEXTS.closed}</div>`)
    : html`<form method="post" action="${EXTERNAL_PAGE_PATH}/${m.token}">
<div class="field">
<label for="comment">Your comment</label>
<textarea id="comment" name="comment" rows="5" required maxlength="${EXTERNAL_COMMENT_MAX_LENGTH}"${m.error ? html` aria-invalid="true" aria-describedby="comment-error"` : ''}>${m.draft ?? ''}</textarea>
${m.error ? html`<p class="field-error" id="comment-error">${m.error}</p>` : ''}
</div>
<button type="submit">Add comment</button>
</form>`;
  return layout(`Ticket #${m.ticketNumber}`, html`<h1>${m.subject}</h1>
<p class="muted">Ticket #${m.ticketNumber}. You were invited to this ticket as ${m.email}.</p>
${m.posted ? html`<div class="alert success" role="status">${EXTERNAL_TEXTS.posted}</div>` : ''}
<h2>Comments</h2>
${list}
${form}`);
}

export const notFoundPage = (): string => layout('Page not found', html`<h1>Page not found</h1><p>${EXTERNAL_TEXTS.notFound}</p>`);

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
