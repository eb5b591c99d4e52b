import { useNavigate } from 'react-router';
import { useProfileTimeZone } from '@portal/auth';
import { formatDateTime } from '@portal/i18n';
import { ScaPromptHost } from '@portal/kit';
import { profileSettingsPath } from '../shell/toolbar/UserMenu';
import type { ShellUser } from '../shell/use-shell-user';

/** The shell's one code dialog (ADR 0080); without an authenticator it leads to the profile page's enrolment. */
export function ScaDialog({ user }: { user: ShellUser }) {
  const navigate = useNavigate();
  const timeZone = useProfileTimeZone();
  return (
    <ScaPromptHost
      onEnrol={() => navigate(`${profileSettingsPath(user.profile)}#authenticator`)}
      formatTime={(iso) => formatDateTime(iso, false, timeZone)}
    />
  );
}
