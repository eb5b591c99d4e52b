import DOMPurify, { type setConfig } from 'isomorphic-dompurify';

type Config = NonNullable<Parameters<typeof setConfig>[0]>;

// Strict: plain HTML formatting only. No scripts, styles, frames, forms, SVG/MathML, inline
// styles or data attributes; event handlers are always dropped by DOMPurify; URLs must be
// http(s), mailto, tel or relative (no javascript:, vbscript:, data: links).
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button',
    'textarea', 'select', 'option', 'link', 'meta', 'base', 'template', 'svg', 'math', 'noscript'],
  FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'background'],
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[/#?.]|[^a-z:]*$|[^:/?#]*(?:[/?#]|$))/i,
};

let hooked = false;

/** Images embedded in the text itself; anything else would be fetched from wherever its author chose. */
const INLINE_IMAGE = /^data:image\/(?:png|gif|jpeg|webp);base64,/i;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // No remote images (issue 15 item 5): an <img> would call its author's server on every opening of the
  // text (tracking, or a request to an internal address). Only images carried inline as data survive.
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'img' && !INLINE_IMAGE.test((node as Element).getAttribute?.('src') ?? '')) {
      node.parentNode?.removeChild(node);
    }
  });
  // Links opening a new tab must not hand it window.opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.hasAttribute?.('target')) {
      node.removeAttribute('target');
    }
  });
}

/** Sanitises untrusted rich text for rendering as HTML. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return String(DOMPurify.sanitize(html, CONFIG));
}
