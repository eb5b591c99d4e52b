import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]]/g;

/**
 * A plain-text e-mail with its web addresses as links (http and https only: a message's text is data, never
 * markup, so nothing else in it becomes a link or an element). Links open in a new tab without an opener.
 */
export function LinkifiedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(<a key={at} href={match[0]} target="_blank" rel="noopener noreferrer">{match[0]}</a>);
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((part, i) => <Fragment key={i}>{part}</Fragment>)}</>;
}
