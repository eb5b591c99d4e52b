import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MenuFoldOutlined from '@ant-design/icons-svg/es/asn/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons-svg/es/asn/MenuUnfoldOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import { useNavigate } from 'react-router';
import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import { AUTH_PATHS, LOCAL_LOGOUT_STATE } from '../../auth-pages';
import { ModeSwitch } from '../../mode/ModeSwitch';
import type { SystemModeControl } from '../../mode/use-system-mode';
import type { ShellUser } from '../use-shell-user';
import { PlainIcon } from '../icons/PlainIcon';
import { IconButton } from './IconButton';
import { LanguagePicker } from './LanguagePicker';
import { PlainTooltip } from './PlainTooltip';
import { UserMenu } from './UserMenu';

export interface ToolbarProps {
  user: ShellUser;
  /** The user's mode and switch (useShellSystemMode): the shell's banner shows the same. */
  mode: SystemModeControl;
  onToggleQuickPanel(): void;
  /** vertical-v2: the sidebar fold button. */
  fold?: { folded: boolean; toggle(): void };
  /** Narrow screens: the button that opens the side menu's drawer. */
  menu?: { open: boolean; controls: string; toggle(): void };
  /**
   * Where the antd part of the shell draws the support button and the notifications bell (ToolbarIslands, ADR 0062):
   * they come with antd's part, the rest of the bar is drawn with the frame.
   */
  islandsSlot?(element: HTMLElement | null): void;
}

/** Top bar: Test/Live switch (or the mode, read-only), support button, notifications bell, quick panel, language, user initials and menu, logout. */
export function Toolbar({ user, mode, onToggleQuickPanel, fold, menu, islandsSlot }: ToolbarProps) {
  const { t } = useShellTranslation();
  const navigate = useNavigate();
  return (
    <div className="portal-toolbar" data-testid="toolbar">
      <div className="portal-toolbar-group">
        {menu && (
          <IconButton label={t(SHELL_TEXTS.openMenu)} expanded={menu.open} controls={menu.controls} testId="open-menu" onClick={menu.toggle} icon={<PlainIcon icon={MenuOutlined} />} />
        )}
        {fold && (
          <IconButton
            label={t(fold.folded ? SHELL_TEXTS.unfoldMenu : SHELL_TEXTS.foldMenu)}
            testId="fold-menu"
            onClick={fold.toggle}
            icon={fold.folded ? <PlainIcon icon={MenuUnfoldOutlined} /> : <PlainIcon icon={MenuFoldOutlined} />}
          />
        )}
      </div>
      {/* marginInlineStart auto: the right group stays right even when the left one renders nothing. */}
      <div className="portal-toolbar-group portal-toolbar-end">
        <ModeSwitch control={mode} />
        <span className="portal-toolbar-islands" ref={islandsSlot} />
        <IconButton label={t(SHELL_TEXTS.quickPanel)} testId="quick-panel-toggle" onClick={onToggleQuickPanel} icon={<PlainIcon icon={ProfileOutlined} />} />
        {/* Narrow screens: the language picker moves into the menu drawer, Sign out stays in the profile menu. */}
        <span className="portal-hide-narrow">
          <LanguagePicker />
        </span>
        <UserMenu user={user} />
        <span className="portal-hide-narrow">
          <PlainTooltip title={t(SHELL_TEXTS.signOut)}>
            <button type="button" className="portal-plain-button portal-plain-button-default" aria-label={t(SHELL_TEXTS.signOut)} onClick={() => navigate(AUTH_PATHS.logout, { state: LOCAL_LOGOUT_STATE })}>
              <PlainIcon icon={LogoutOutlined} />
              {t(SHELL_TEXTS.signOut)}
            </button>
          </PlainTooltip>
        </span>
      </div>
    </div>
  );
}
