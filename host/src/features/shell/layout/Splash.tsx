import { useEffect, useLayoutEffect, useState } from 'react';
import { Spinner } from '@portal/ui';
import { handOverBootSplash } from '../../../app/start/boot-splash';
import { Logo } from './Logo';
import { SPLASH_HIDE_MS } from './splash-timing';

/** Covers the shell until 3 s after it was built; it lets clicks through so nothing waits on it. */
export function Splash() {
  const [visible, setVisible] = useState(true);
  // Drawn in the same commit as this splash, so the page never shows between the two.
  useLayoutEffect(() => handOverBootSplash(), []);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(false), SPLASH_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="portal-splash" data-testid="splash-screen" aria-hidden="true">
      <Logo />
      <Spinner color="var(--portal-on-sidebar, #fff)" />
    </div>
  );
}
