import { useState, type ComponentType, type JSX } from 'react';
import { lazyPage } from './lazy-page';

/**
 * A dialog whose code loads when it is first opened, not with the page that can open it (ADR 0115): the ticket lists
 * every support landing page draws carry a New ticket form and a labels manager that most visits never open. Once
 * opened it stays mounted, so it closes with its own motion and keeps what it holds. A failed download is thrown to
 * the host's error boundary, whose Retry loads it again (`lazyPage`).
 */
export function dialogOnDemand<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): (props: P) => JSX.Element | null {
  const Dialog = lazyPage(load, 'none');
  return function DialogOnDemand(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened ? <Dialog {...props} /> : null;
  };
}
