import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { ShellHeader } from '../header/ShellHeader';
import { SideMenu } from '../menu/SideMenu';
import { useShellUser } from '../use-shell-user';

/** The signed-in shell: sidebar menu, header, breadcrumbs, and the page (host page or remote) in the outlet. */
export function ShellLayout() {
  const user = useShellUser();
  return (
    <Layout data-testid="app-shell" style={{ minHeight: '100vh' }}>
      <Layout.Sider width={264} style={{ overflowY: 'auto', height: '100vh', position: 'sticky', top: 0 }}>
        <div style={{ color: '#fff', fontWeight: 600, fontSize: 18, padding: '20px 24px' }}>Portal</div>
        <SideMenu user={user} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ paddingInline: 24 }}>
          <ShellHeader user={user} />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <div style={{ marginBottom: 16 }}>
            <Breadcrumbs landingPath={user.landingPath} />
          </div>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
