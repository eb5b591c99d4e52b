import type { MouseEvent } from 'react';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';

/** The id of the page's one <main> (ShellLayout), where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell's first focusable element: "Skip to main content", hidden until focused, moves focus into the
 * page's <main> past the menu and the top bar. Focus is moved by hand: a bare "#main-content" would put a hash
 * in the router's URL and leave focus where it was in some browsers.
 */
export function SkipLink() {
  const { t } = useShellTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a className="portal-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip} data-testid="skip-link">
      {t(SHELL_TEXTS.skipToContent)}
    </a>
  );
}
