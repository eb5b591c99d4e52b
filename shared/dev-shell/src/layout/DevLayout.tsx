import { Button, Flex, Layout, Menu, Segmented, Tag, Typography } from 'antd';
import { PortalSelect } from '@portal/ui';
import { Link, Outlet, useLocation } from 'react-router';
import { useAuth, usePermissions } from '@portal/auth';
import type { PortalRouteHandle, RemoteModule } from '@portal/contracts';
import { DEMO_USERS } from '@portal/testing';
import { devShellUrl, type DevShellSettings } from '../settings/dev-shell-settings';

function reloadWith(change: Partial<DevShellSettings>) {
  window.location.assign(devShellUrl(window.location.href, change));
}

/** Links to the remote's routes the user may open (the host's real menu lives in the host). */
function RouteLinks({ remote }: { remote: RemoteModule }) {
  const { user } = useAuth();
  const { hasAny, isLoading } = usePermissions();
  const { pathname } = useLocation();
  if (isLoading) return null;
  const items = remote.routes
    .filter((route) => {
      const handle = route.handle as Partial<PortalRouteHandle> | undefined;
      const typeOk = !handle?.userTypes?.length || (user && handle.userTypes.includes(user.profile));
      return route.path && typeOk && hasAny(handle?.permissions ?? []);
    })
    .map((route) => ({ key: route.path!, label: <Link to={route.path!}>{(route.handle as PortalRouteHandle | undefined)?.breadcrumb ?? route.path}</Link> }));
  return <Menu mode="inline" items={items} selectedKeys={[pathname]} style={{ borderInlineEnd: 0 }} />;
}

/** Header naming the remote, mode and demo-user pickers, the remote's routes in the content area. */
export function DevLayout({ remote, settings }: { remote: RemoteModule; settings: DevShellSettings }) {
  const { user, signOut } = useAuth();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ background: '#fff', paddingInline: 24, borderBottom: '1px solid #f0f0f0' }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }} gap={16}>
          <Flex align="center" gap={8}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Remote: {remote.name}
            </Typography.Title>
            <Tag color="purple">dev shell</Tag>
          </Flex>
          <Flex align="center" gap={12}>
            <Segmented<DevShellSettings['mode']>
              value={settings.mode}
              options={[{ label: 'msw', value: 'msw' }, { label: 'backend', value: 'backend' }]}
              onChange={(mode) => reloadWith({ mode })}
            />
            {settings.mode === 'msw' ? (
              <PortalSelect
                aria-label="Demo user"
                style={{ width: 260 }}
                value={settings.userEmail}
                options={DEMO_USERS.map((u) => ({ value: u.email, label: `${u.email} (${u.profile})` }))}
                onChange={(userEmail) => reloadWith({ userEmail })}
              />
            ) : (
              <Typography.Text>{user?.email ?? user?.name ?? 'signed out'}</Typography.Text>
            )}
            {settings.mode === 'backend' && user && <Button onClick={() => void signOut()}>Sign out</Button>}
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout>
        <Layout.Sider width={280} theme="light" style={{ overflowY: 'auto' }}>
          <RouteLinks remote={remote} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
