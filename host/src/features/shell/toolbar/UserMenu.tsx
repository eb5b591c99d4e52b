import { Avatar, Button, Dropdown, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useAuth } from '@portal/auth';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth-pages';
import type { ShellUser } from '../use-shell-user';
import { initialsOf } from './initials';

/** Spec part 1 section 2: the profile menu is 212 px wide. */
export const PROFILE_MENU_WIDTH = 212;

/** crm users' profile settings live under /tenant, everybody else's under /merchant. */
export function profileSettingsPath(profile: ShellUser['profile']): string {
  return profile === 'crm' ? '/tenant/profile-settings' : '/merchant/profile-settings';
}

/** The user's initials opening the profile menu (My Profile only when authenticated, Logout). */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useShellTranslation();
  const { status } = useAuth();
  const navigate = useNavigate();
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.name || user.email || '';
  const items = [
    ...(status === 'signed-in' ? [{ key: 'profile', label: t(SHELL_TEXTS.myProfile), onClick: () => navigate(profileSettingsPath(user.profile)) }] : []),
    { key: 'logout', label: t(SHELL_TEXTS.signOut), onClick: () => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE }) },
  ];
  return (
    <Dropdown
      menu={{ items, style: { width: PROFILE_MENU_WIDTH } }}
      trigger={['click']}
      placement="bottomRight"
      classNames={{ root: 'portal-profile-menu' }}
    >
      <Button type="text" aria-label={t('Profile menu')} style={{ height: 'auto', paddingInline: 4 }}>
        <Flex align="center" gap={8}>
          <Avatar data-testid="user-initials" style={{ backgroundColor: 'var(--portal-primary, #09d0bd)', color: 'var(--portal-on-primary, #1f1f1f)' }}>
            {initialsOf(user)}
          </Avatar>
          <Typography.Text className="portal-user-name">{fullName}</Typography.Text>
        </Flex>
      </Button>
    </Dropdown>
  );
}
