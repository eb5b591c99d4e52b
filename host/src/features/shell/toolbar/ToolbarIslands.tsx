import { NotificationsBell } from '../../notifications';
import type { ShellUser } from '../use-shell-user';
import { HelpButton } from './HelpButton';

/**
 * The top bar's parts drawn with antd, loaded with the shell's antd part (ADR 0062): the support button (its dialog
 * is the support remote's) and the notifications bell (its panel, snackbars and messages).
 */
export function ToolbarIslands({ user }: { user: ShellUser }) {
  return (
    <>
      <HelpButton user={user} />
      <NotificationsBell />
    </>
  );
}
