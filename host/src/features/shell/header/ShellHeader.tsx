// A deep import: the package root is shared whole (all icons, ~190 KB gzip), one icon is not.
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import { Avatar, Button, Flex, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth-pages';
import type { ShellUser } from '../use-shell-user';
import { initialsOf } from './initials';

/** Top bar: the user's initials and Sign out (which starts the logout page with local state). */
export function ShellHeader({ user }: { user: ShellUser }) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email || '';
  return (
    <Flex align="center" justify="flex-end" gap={12} style={{ height: '100%' }}>
      <Tooltip title={user.email}>
        <Flex align="center" gap={8}>
          <Avatar data-testid="user-initials" style={{ backgroundColor: 'var(--portal-primary, #09d0bd)' }}>
            {initialsOf(user)}
          </Avatar>
          <Typography.Text>{fullName}</Typography.Text>
        </Flex>
      </Tooltip>
      <Button icon={<LogoutOutlined />} onClick={() => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE })}>
        {t(SHELL_TEXTS.signOut)}
      </Button>
    </Flex>
  );
}
