import { SHELL_TEXTS } from '@portal/i18n';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import type { ShellUser } from '../use-shell-user';

/** Every layout's footer: the tenant and the year. */
export function ShellFooter({ user }: { user: ShellUser }) {
  const { t } = useShellTranslation();
  const tenant = user.current?.tenant?.name;
  return (
    <footer className="portal-footer" data-testid="footer">
      © {new Date().getFullYear()} {tenant ? `${tenant} · ` : ''}{t(SHELL_TEXTS.paymentsPortal)}
    </footer>
  );
}
