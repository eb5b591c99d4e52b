/**
 * The few marks a CRM e-mail's text may carry (ADR 0149), so that a message reads as a business e-mail and not as a
 * wall of text, without an editor of HTML: a blank line starts a paragraph, lines starting "- " make a list,
 * `**bold**`, `[text](https://...)` and bare https addresses make links. Everything else is text: the HTML is built
 * here from escaped text, so nothing a user or a record's value types becomes markup. One renderer for the server's
 * e-mail and the portal's preview.
 */

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Only addresses a mail reader opens safely. */
const SAFE_LINK = /^(https?:\/\/|mailto:)[^\s<>"']+$/i;
const MARKED_LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const BARE_LINK = /(^|[\s(])(https?:\/\/[^\s<>"')]+[^\s<>"').,;:!?])/g;
const BOLD = /\*\*([^*\n]+)\*\*/g;

const LINK_STYLE = 'color:#1a56db';

/** One line's marks as HTML (the line escaped first; links only to safe addresses). */
function inlineHtml(line: string): string {
  const links: string[] = [];
  const keep = (html: string) => `\uE000${links.push(html) - 1}\uE000`;
  // A private-use character marks the links kept aside: a typed one is dropped so that it cannot name one.
  let text = line.replace(/\uE000/g, '').replace(MARKED_LINK, (whole, label: string, href: string) =>
    (SAFE_LINK.test(href) ? keep(`<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${escapeHtml(label)}</a>`) : whole));
  text = text.replace(BARE_LINK, (_whole, before: string, href: string) => `${before}${keep(`<a href="${escapeHtml(href)}" style="${LINK_STYLE}">${escapeHtml(href)}</a>`)}`);
  return escapeHtml(text)
    .replace(BOLD, '<strong>$1</strong>')
    .replace(/\uE000(\d+)\uE000/g, (_whole, index: string) => links[Number(index)]!);
}

/** The text's blocks: paragraphs (lines joined by <br>) and lists (lines starting "- "). */
function blocksOf(text: string): Array<{ list: boolean; lines: string[] }> {
  const blocks: Array<{ list: boolean; lines: string[] }> = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: { list: boolean; lines: string[] } | null = null;
    for (const raw of chunk.split('\n')) {
      if (!raw.trim()) continue;
      const item = /^\s*[-*]\s+(.*)$/.exec(raw);
      const list = item !== null;
      if (!current || current.list !== list) blocks.push(current = { list, lines: [] });
      current.lines.push(item ? item[1]! : raw);
    }
  }
  return blocks;
}

/** The e-mail's text as an HTML fragment (paragraphs, lists, bold, links), every character of it escaped. */
export function emailMarkupToHtml(text: string): string {
  return blocksOf(text).map(({ list, lines }) => (list
    ? `<ul style="margin:0 0 12px;padding-left:24px">${lines.map((line) => `<li>${inlineHtml(line)}</li>`).join('')}</ul>`
    : `<p style="margin:0 0 12px">${lines.map(inlineHtml).join('<br>')}</p>`)).join('\n');
}

/** The e-mail's plain-text part: the marks taken out, a link's address after its text. */
export function emailMarkupToText(text: string): string {
  return text.replace(MARKED_LINK, (whole, label: string, href: string) => (SAFE_LINK.test(href) ? `${label} (${href})` : whole)).replace(BOLD, '$1');
}
