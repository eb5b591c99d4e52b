import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as it is stored (ticket comments): formatting only, checked again when the portal renders it
 * (SafeHtml with DOMPurify). Sanitising on the way in too means no stored text carries a script, an event
 * handler, a style or a remote image (issue 15 items 5 and 10), whichever client later reads it (CSV
 * exports, notification texts, another API consumer).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'sub', 'sup', 'a', 'ul', 'ol', 'li',
    'blockquote', 'code', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  // Only images carried inline as data; an <img> pointing anywhere else is dropped whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^data:image\/(?:png|gif|jpeg|webp);base64,/i.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : Object.fromEntries(Object.entries(attribs).filter(([k]) => k !== 'target')),
    }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
