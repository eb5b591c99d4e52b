import './shell.css';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary, PageLoading, PageLoadingArea, PageLoadingOutlet } from '@portal/ui';
import { useUserContextFollowsRenewal } from '@portal/auth';
import { TestModeBanner } from '../../mode/TestModeBanner';
import { useShellSystemMode } from '../../mode/use-shell-system-mode';
import { useThemeConfiguration } from '../../theme/theme-context';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { useDocumentTitle } from '../document-title/use-document-title';
import { MAIN_CONTENT_ID, SkipLink } from '../keyboard/SkipLink';
import { NAV_DRAWER_ID } from '../menu/nav-drawer-id';
import { SideMenu } from '../menu/SideMenu';
import { useQuickSettings } from '../quick-panel/use-quick-settings';
import { useProfileLanguage } from '../use-profile-language';
import { Toolbar, type ToolbarProps } from '../toolbar/Toolbar';
import { useShellUser, type ShellUser } from '../use-shell-user';
import type { ShellAntdZoneProps } from '../zone/ShellAntdZone';
import { ShellZone } from '../zone/shell-zone';
import { ZoneLoadError } from '../zone/ZoneLoadError';
import { Logo } from './Logo';
import { ShellFooter } from './ShellFooter';
import { Splash } from './Splash';
import { useNarrowScreen } from './use-narrow-screen';

/** The page area: breadcrumbs, then the antd part (alerts and the page) or, while it loads, the page's title. */
function Page({ user, zone }: { user: ShellUser; zone: ShellAntdZoneProps }) {
  return (
    <>
      {/* The page's one <main>; the skip link focuses it (tabIndex -1: focusable by script only). */}
      <main className="portal-content" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <div style={{ marginBottom: 16 }}>
          <Breadcrumbs landingPath={user.landingPath} />
        </div>
        {/* One loading title from the shell's first frame until the page draws its own, whichever step is loading. */}
        <PageLoadingArea>
          <PageLoadingOutlet />
          <ErrorBoundary
            fallback={(error, reset) => <ZoneLoadError error={error} onRetry={() => { ShellZone.retry(); reset(); }} />}
          >
            <Suspense fallback={<PageLoading testId="shell-loading" />}>
              <ShellZone {...zone} />
            </Suspense>
          </ErrorBoundary>
        </PageLoadingArea>
      </main>
      <ShellFooter user={user} />
    </>
  );
}

/** The header: the logo where the layout puts it there, and the top bar. */
function Header({ className, logo, toolbar }: { className: string; logo?: ReactNode; toolbar: ToolbarProps }) {
  return (
    <header className={className}>
      {logo}
      <Toolbar {...toolbar} />
    </header>
  );
}

/**
 * The signed-in shell in the tenant's layout (spec part 1 section 2 "General"): vertical-layout-1
 * (default), Entreprise, Material (horizontal navbar) or vertical-v2 (foldable sidebar). Each has a
 * toolbar, navbar (menu), footer, alert area and quick panel; a splash covers the first 3 s.
 * The frame (sidebar, menu, top bar, breadcrumbs, footer) is plain markup coloured by the theme's CSS variables and
 * draws before antd loads; the page, the panels, the support button and the bell are antd's, in ShellZone (ADR 0062).
 * Before it all: the skip link (the first Tab stop) and, in Test mode, the Test-mode banner on its own row.
 * The document title names the page and the tenant.
 */
export function ShellLayout() {
  const user = useShellUser();
  const { settings } = useThemeConfiguration();
  const [quickPanelOpen, setQuickPanelOpen] = useState(false);
  const [quickPanelUsed, setQuickPanelUsed] = useState(false);
  useEffect(() => { if (quickPanelOpen) setQuickPanelUsed(true); }, [quickPanelOpen]);
  // Quick setting "Compact menu": sidebars start folded (vertical-v2's fold button still toggles), the navbar is dense.
  const { compactMenu } = useQuickSettings();
  const [folded, setFolded] = useState(compactMenu);
  useEffect(() => setFolded(compactMenu), [compactMenu]);
  useProfileLanguage();
  useUserContextFollowsRenewal();
  useDocumentTitle(user.landingPath, user.current?.tenant?.name);
  const mode = useShellSystemMode(user);
  const layout = settings.layoutName;
  const narrow = useNarrowScreen();
  const [navOpen, setNavOpen] = useState(false);
  const [islandsSlot, setIslandsSlot] = useState<HTMLElement | null>(null);

  const foldable = !narrow && layout === 'vertical-v2';
  const toolbar: ToolbarProps = {
    user,
    mode,
    onToggleQuickPanel: () => setQuickPanelOpen((open) => !open),
    fold: foldable ? { folded, toggle: () => setFolded((f) => !f) } : undefined,
    menu: narrow ? { open: navOpen, controls: NAV_DRAWER_ID, toggle: () => setNavOpen((open) => !open) } : undefined,
    islandsSlot: setIslandsSlot,
  };
  const zone: ShellAntdZoneProps = {
    user,
    islandsSlot,
    navDrawer: narrow ? { open: navOpen, onClose: () => setNavOpen(false) } : undefined,
    quickPanel: { open: quickPanelOpen, used: quickPanelUsed, onClose: () => setQuickPanelOpen(false) },
  };
  const siderClass = folded ? 'portal-sider portal-sider-folded' : 'portal-sider';

  let body: ReactNode;
  if (narrow) {
    body = (
      <div className="portal-layout">
        <Header className="portal-header" toolbar={toolbar} />
        <Page user={user} zone={zone} />
      </div>
    );
  } else if (layout === 'Material') {
    body = (
      <div className="portal-layout">
        <Header className="portal-header" logo={<Logo on="header" />} toolbar={toolbar} />
        <div className={compactMenu ? 'portal-navbar portal-navbar-compact' : 'portal-navbar'}>
          <SideMenu user={user} mode="horizontal" />
        </div>
        <Page user={user} zone={zone} />
      </div>
    );
  } else if (layout === 'Entreprise') {
    body = (
      <div className="portal-layout">
        <Header className="portal-header portal-entreprise-header" logo={<Logo />} toolbar={toolbar} />
        <div className="portal-layout portal-layout-has-sider">
          <aside className={siderClass} style={{ top: 'calc(64px + var(--portal-test-banner-height))', height: 'calc(100vh - 64px - var(--portal-test-banner-height))' }}>
            <SideMenu user={user} collapsed={folded} />
          </aside>
          <div className="portal-layout">
            <Page user={user} zone={zone} />
          </div>
        </div>
      </div>
    );
  } else {
    body = (
      <div className="portal-layout portal-layout-has-sider">
        <aside className={siderClass}>
          <Logo folded={folded} />
          <SideMenu user={user} collapsed={folded} />
        </aside>
        <div className="portal-layout">
          <Header className="portal-header" toolbar={toolbar} />
          <Page user={user} zone={zone} />
        </div>
      </div>
    );
  }

  return (
    <div data-testid="app-shell" data-layout={layout} data-system-mode={mode.mode} style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Splash />
      <TestModeBanner mode={mode.mode} />
      {body}
    </div>
  );
}
