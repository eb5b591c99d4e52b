import { Layout, Typography } from 'antd';
import type { ShellUser } from '../use-shell-user';

/** Every layout's footer: the tenant and the year. */
export function ShellFooter({ user }: { user: ShellUser }) {
  const tenant = user.current?.tenant?.name;
  return (
    <Layout.Footer className="portal-footer" data-testid="footer">
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {tenant ? `${tenant} · ` : ''}Payments portal
      </Typography.Text>
    </Layout.Footer>
  );
}
