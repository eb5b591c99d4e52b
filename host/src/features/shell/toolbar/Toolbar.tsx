// Deep imports: the package root is shared whole (all icons), one icon is not.
import LogoutOutlined from '@ant-design/icons/es/icons/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import { Button, Flex, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth-pages';
import { ModeSwitch } from '../../mode/ModeSwitch';
import { useSystemMode } from '../../mode/use-system-mode';
import { NotificationsBell } from '../../notifications';
import type { ShellUser } from '../use-shell-user';
import { HelpButton } from './HelpButton';
import { LanguagePicker } from './LanguagePicker';
import { UserMenu } from './UserMenu';

export interface ToolbarProps {
  user: ShellUser;
  onToggleQuickPanel(): void;
  /** vertical-v2: the sidebar fold button. */
  fold?: { folded: boolean; toggle(): void };
  /** Narrow screens: the button that opens the side menu's drawer. */
  menu?: { open: boolean; controls: string; toggle(): void };
}

/** Top bar: Test/Live switch, support button, notifications bell, quick panel, language, user initials and menu, logout. */
export function Toolbar({ user, onToggleQuickPanel, fold, menu }: ToolbarProps) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  const mode = useSystemMode({
    isMerchant: user.profile === 'merchant',
    processingStatus: user.current?.merchant?.processingStatus,
    dashboardPath: user.landingPath,
    ready: !!user.current,
  });
  return (
    <Flex align="center" justify="space-between" gap={12} style={{ height: '100%', width: '100%' }} data-testid="toolbar">
      <Flex align="center" gap={12}>
        {menu && (
          <Tooltip title={t(SHELL_TEXTS.openMenu)}>
            <Button
              type="text"
              aria-label={t(SHELL_TEXTS.openMenu)}
              aria-expanded={menu.open}
              aria-controls={menu.controls}
              data-testid="open-menu"
              onClick={menu.toggle}
              icon={<MenuOutlined />}
            />
          </Tooltip>
        )}
        {fold && (
          <Tooltip title={t(fold.folded ? SHELL_TEXTS.unfoldMenu : SHELL_TEXTS.foldMenu)}>
            <Button
              type="text"
              aria-label={t(fold.folded ? SHELL_TEXTS.unfoldMenu : SHELL_TEXTS.foldMenu)}
              data-testid="fold-menu"
              onClick={fold.toggle}
              icon={fold.folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            />
          </Tooltip>
        )}
      </Flex>
      {/* marginInlineStart auto: the right group stays right even when the left one renders nothing. */}
      <Flex align="center" gap={4} style={{ marginInlineStart: 'auto' }}>
        <ModeSwitch control={mode} />
        <HelpButton user={user} />
        <NotificationsBell />
        <Tooltip title={t(SHELL_TEXTS.quickPanel)}>
          <Button type="text" shape="circle" aria-label={t(SHELL_TEXTS.quickPanel)} data-testid="quick-panel-toggle" onClick={onToggleQuickPanel} icon={<ProfileOutlined />} />
        </Tooltip>
        {/* Narrow screens: the language picker moves into the menu drawer, Sign out stays in the profile menu. */}
        <span className="portal-hide-narrow">
          <LanguagePicker />
        </span>
        <UserMenu user={user} />
        <span className="portal-hide-narrow">
          <Tooltip title={t(SHELL_TEXTS.signOut)}>
            <Button icon={<LogoutOutlined />} aria-label={t(SHELL_TEXTS.signOut)} onClick={() => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE })}>
              {t(SHELL_TEXTS.signOut)}
            </Button>
          </Tooltip>
        </span>
      </Flex>
    </Flex>
  );
}
