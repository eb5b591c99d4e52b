import { SafeHtml } from '@portal/ui';

/**
 * A notification's title (server HTML, sanitized) inside the new-notification snackbar. Its own module: the bell
 * imports it when the first snackbar opens, so the sanitizer (dompurify, 9 KB gzip) is not part of the shell's start.
 */
export function NotificationTitle({ html }: { html: string }) {
  return <SafeHtml as="span" html={html} />;
}
