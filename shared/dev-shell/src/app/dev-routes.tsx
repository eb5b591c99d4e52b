import { Result, Typography } from 'antd';
import type { RouteObject } from 'react-router';
import { RequireAuth, guardRoutes } from '@portal/auth';
import type { RemoteModule } from '@portal/contracts';
import { devAuthRoutes } from '../auth/dev-auth-routes';
import { DevLayout } from '../layout/DevLayout';
import type { DevShellSettings } from '../settings/dev-shell-settings';

function Home({ remote }: { remote: RemoteModule }) {
  return (
    <Result
      status="info"
      title={`The ${remote.name} remote, running alone`}
      subTitle={<Typography.Text>Pick one of its routes on the left. Paths outside this remote belong to other areas.</Typography.Text>}
    />
  );
}

/** The remote's own routes, behind the shell's guards, inside the dev layout. */
export function devRoutes(remote: RemoteModule, settings: DevShellSettings): RouteObject[] {
  return [
    { path: '/authentication', children: devAuthRoutes },
    {
      element: (
        <RequireAuth>
          <DevLayout remote={remote} settings={settings} />
        </RequireAuth>
      ),
      children: [{ index: true, element: <Home remote={remote} /> }, ...guardRoutes(remote.routes), { path: '*', element: <Home remote={remote} /> }],
    },
  ];
}
