import './shell.css';
import { Grid, Layout } from 'antd';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AlertArea } from '../../alerts/AlertArea';
import { IdleWarning } from '../../idle/IdleWarning';
import { useThemeConfiguration } from '../../theme/theme-context';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { NAV_DRAWER_ID } from '../menu/nav-drawer-id';
import { SideMenu } from '../menu/SideMenu';
import { useQuickSettings } from '../quick-panel/use-quick-settings';
import { useProfileLanguage } from '../use-profile-language';
import { Toolbar } from '../toolbar/Toolbar';
import { useShellUser, type ShellUser } from '../use-shell-user';
import { Logo } from './Logo';
import { ShellFooter } from './ShellFooter';
import { Splash } from './Splash';

// The quick panel loads when first opened: it is not part of the shell's start (issue 14).
const QuickPanel = lazy(async () => ({ default: (await import('../quick-panel/QuickPanel')).QuickPanel }));
// The narrow screens' drawer (antd's Drawer) loads with the narrow layout: a wide screen never downloads it (ADR 0048).
const NavDrawer = lazy(async () => ({ default: (await import('../menu/NavDrawer')).NavDrawer }));

const SIDER_WIDTH = 264;
const FOLDED_WIDTH = 80;

function Page({ user }: { user: ShellUser }) {
  return (
    <>
      <Layout.Content className="portal-content">
        <div style={{ marginBottom: 16 }}>
          <Breadcrumbs landingPath={user.landingPath} />
        </div>
        <AlertArea />
        {/* Layout.Content is the page's one <main>; this wrapper is the page itself (the axe walk scans it). */}
        <div id="portal-page" data-testid="portal-page">
          <Outlet />
        </div>
      </Layout.Content>
      <ShellFooter user={user} />
    </>
  );
}

/**
 * The signed-in shell in the tenant's layout (spec part 1 section 2 "General"): vertical-layout-1
 * (default), Entreprise, Material (horizontal navbar) or vertical-v2 (foldable sidebar). Each has a
 * toolbar, navbar (menu), footer, alert area and quick panel; a splash covers the first 3 s.
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
  const layout = settings.layoutName;
  const toggleQuickPanel = () => setQuickPanelOpen((open) => !open);
  // Under 768 px (md) every layout puts its menu in a drawer: a 264 px sidebar leaves no room at 390 px.
  const narrow = Grid.useBreakpoint().md === false;
  const [navOpen, setNavOpen] = useState(false);
  const menuButton = { open: navOpen, controls: NAV_DRAWER_ID, toggle: () => setNavOpen((open) => !open) };

  let body: ReactNode;
  if (narrow) {
    body = (
      <Layout>
        <Layout.Header className="portal-header">
          <Toolbar user={user} onToggleQuickPanel={toggleQuickPanel} menu={menuButton} />
        </Layout.Header>
        <Page user={user} />
        <Suspense fallback={null}>
          <NavDrawer user={user} open={navOpen} onClose={() => setNavOpen(false)} />
        </Suspense>
      </Layout>
    );
  } else if (layout === 'Material') {
    body = (
      <Layout>
        <Layout.Header className="portal-header">
          <Toolbar user={user} onToggleQuickPanel={toggleQuickPanel} start={<Logo on="header" />} />
        </Layout.Header>
        <div className={compactMenu ? 'portal-navbar portal-navbar-compact' : 'portal-navbar'}>
          <SideMenu user={user} mode="horizontal" />
        </div>
        <Page user={user} />
      </Layout>
    );
  } else if (layout === 'Entreprise') {
    body = (
      <Layout>
        <Layout.Header className="portal-header portal-entreprise-header">
          <Toolbar user={user} onToggleQuickPanel={toggleQuickPanel} start={<Logo />} />
        </Layout.Header>
        <Layout>
          <Layout.Sider width={SIDER_WIDTH} collapsedWidth={FOLDED_WIDTH} collapsed={folded} className="portal-sider" style={{ top: 64, height: 'calc(100vh - 64px)' }}>
            <SideMenu user={user} collapsed={folded} />
          </Layout.Sider>
          <Layout>
            <Page user={user} />
          </Layout>
        </Layout>
      </Layout>
    );
  } else {
    const foldable = layout === 'vertical-v2';
    const isFolded = folded;
    body = (
      <Layout hasSider>
        <Layout.Sider width={SIDER_WIDTH} collapsedWidth={FOLDED_WIDTH} collapsed={isFolded} className="portal-sider">
          <Logo folded={isFolded} />
          <SideMenu user={user} collapsed={isFolded} />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="portal-header">
            <Toolbar user={user} onToggleQuickPanel={toggleQuickPanel} fold={foldable ? { folded, toggle: () => setFolded((f) => !f) } : undefined} />
          </Layout.Header>
          <Page user={user} />
        </Layout>
      </Layout>
    );
  }

  return (
    <div data-testid="app-shell" data-layout={layout} style={{ minHeight: '100vh' }}>
      <Splash />
      {body}
      {(quickPanelOpen || quickPanelUsed) && (
        <Suspense fallback={null}>
          <QuickPanel open={quickPanelOpen} onClose={() => setQuickPanelOpen(false)} />
        </Suspense>
      )}
      <IdleWarning />
    </div>
  );
}
