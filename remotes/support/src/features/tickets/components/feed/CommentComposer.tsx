import { Button, Flex, Switch, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { T } from '../../../../i18n/texts';
import { useSupportTranslation } from '../../../../i18n/use-support-translation';
import { useAddComment } from '../../api/add-comment';
import type { TicketRef } from '../../api/ticket-ref';
import { RichTextEditor } from './RichTextEditor';

/**
 * Text of an HTML fragment (to tell an empty editor from one with content). DOMParser builds an inert
 * document: unlike innerHTML on an element of this page, its images do not load and their onerror
 * handlers never run.
 */
export function textOf(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').trim();
}

export interface CommentComposerProps {
  ticketRef: TicketRef;
  /** Whether this reader may write internal comments (read only by their own party). */
  allowInternal: boolean;
}

export function CommentComposer({ ticketRef, allowInternal }: CommentComposerProps) {
  const { t } = useSupportTranslation();
  const [draft, setDraft] = useState({ html: '', internal: false });
  const { html, internal } = draft;
  const add = useAddComment(ticketRef);
  const empty = textOf(html) === '';
  const setHtml = (value: string) => setDraft((current) => ({ ...current, html: value }));
  const setInternal = (value: boolean) => setDraft((current) => ({ ...current, internal: value }));

  const send = async () => {
    const sent = html;
    try {
      await add.mutateAsync({ content: sent, isInternal: allowInternal && internal });
      // Only the comment sent is cleared: one begun while it was on its way (the feed may show the sent one first)
      // keeps its text and its switch.
      setDraft((current) => (current.html === sent ? { html: '', internal: false } : current));
    } catch {
      // the shell's snackbar shows the error; the text stays for another try
    }
  };

  return (
    <Flex vertical gap={8} data-testid="comment-composer" style={{ marginTop: 16 }}>
      <RichTextEditor value={html} onChange={setHtml} label={t(T.comment)} placeholder={t(T.writeComment)} />
      <Flex justify="space-between" align="center">
        {allowInternal ? (
          <Tooltip title={t(T.internalHint)}>
            <Flex align="center" gap={8}>
              <Switch id="comment-internal" checked={internal} onChange={setInternal} aria-label={t(T.internalComment)} />
              <Typography.Text>{t(T.internalComment)}</Typography.Text>
            </Flex>
          </Tooltip>
        ) : (
          <span />
        )}
        <Button type="primary" disabled={empty} loading={add.isPending} onClick={() => void send()}>
          {t(T.addComment)}
        </Button>
      </Flex>
    </Flex>
  );
}
