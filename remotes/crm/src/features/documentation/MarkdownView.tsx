import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';

type Level = 'h3' | 'h4' | 'h5' | 'h6';
const heading = (Tag: Level) => ({ node: _node, ...props }: ComponentProps<Level> & { node?: unknown }) => <Tag {...props} />;
/** A page's headings sit below the portal's own (the page title, the drawer's title): # is a level 3 heading. */
const HEADINGS: Components = { h1: heading('h3'), h2: heading('h4'), h3: heading('h5'), h4: heading('h6'), h5: heading('h6'), h6: heading('h6') };

/**
 * A page's Markdown as readers see it (ADR 0099): raw HTML is not rendered and rehype-sanitize keeps GitHub's safe
 * subset (no `javascript:` links, no scripts, no event attributes), in the editor's preview as on the page.
 */
export function MarkdownView({ text }: { text: string }) {
  return (
    <div className="documentation-markdown" style={{ overflowWrap: 'anywhere' }}>
      <Markdown rehypePlugins={[rehypeSanitize]} skipHtml components={HEADINGS}>{text}</Markdown>
    </div>
  );
}
