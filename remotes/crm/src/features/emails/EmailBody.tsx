import { emailMarkupToHtml } from '@portal/contracts';
import { SafeHtml } from '@portal/ui';

/**
 * A CRM e-mail's text as its recipient reads it (ADR 0149): paragraphs, lists, bold and links from its marks, built by
 * the server's own renderer from escaped text (and sanitised again), so a typed tag shows as text.
 */
export function EmailBody({ text, testId }: { text: string; testId: string }) {
  return (
    <div data-testid={testId} style={{ overflowWrap: 'anywhere', marginTop: 8 }}>
      <SafeHtml html={emailMarkupToHtml(text)} />
    </div>
  );
}
