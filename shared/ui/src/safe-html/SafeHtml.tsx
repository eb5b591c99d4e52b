import { useMemo, type CSSProperties } from 'react';
import { sanitizeHtml } from './sanitize-html';

export type SafeHtmlTag = 'div' | 'span' | 'p' | 'section' | 'article' | 'li' | 'td';

export interface SafeHtmlProps {
  html: string | null | undefined;
  as?: SafeHtmlTag;
  className?: string;
  style?: CSSProperties;
}

/** The one component that renders untrusted rich text as HTML (notification texts, ticket comments). */
export function SafeHtml({ html, as: Tag = 'div', className, style }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
