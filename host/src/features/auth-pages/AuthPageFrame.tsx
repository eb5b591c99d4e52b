import './auth-pages.css';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../app/i18n/use-shell-translation';
import { LanguagePicker } from '../shell/toolbar/LanguagePicker';
import { AntdThemeRoot } from '../theme/AntdThemeRoot';

/**
 * The frame of the authentication pages outside the signed-in shell (logged out, login failed,
 * unauthorized, logout not initiated): the same look as the server-rendered sign-in pages (ADR 0041):
 * a top bar in the sidebar colour with the brand and the language switch (EN/TR, it changes the page's
 * language at once), and the page's card below.
 */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  const { t } = useShellTranslation();
  // These pages load on their own, outside the shell: they bring antd's theme root with them (ADR 0062).
  return (
    <AntdThemeRoot>
      <div className="portal-auth-page" data-testid="auth-page">
        <header className="portal-auth-topbar">
          <p className="portal-auth-brand">{t(SHELL_TEXTS.paymentsPortal)}</p>
          <LanguagePicker />
        </header>
        <main className="portal-auth-main">
          <Card className="portal-auth-card">{children}</Card>
        </main>
      </div>
    </AntdThemeRoot>
  );
}
