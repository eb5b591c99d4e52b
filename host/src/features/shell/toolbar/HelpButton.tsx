// A deep import: the package root is shared whole (all icons), one icon is not.
import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { PERMISSIONS } from '@portal/contracts';
import { SHELL_TEXTS } from '@portal/i18n';
import { useRemoteLoader, useRemoteState } from '../../../app/federation/remote-loader-context';
import { useShellTranslation } from '../../../app/i18n/use-shell-translation';
import type { ShellUser } from '../use-shell-user';

const LOOKUP = [PERMISSIONS.crmSupportLookup, PERMISSIONS.merchantSupportLookup, PERMISSIONS.platformSupportLookup];

export type HelpKind = 'dialog' | 'email' | 'none';

/** Support lookup holders get the Contact Support dialog; e-mail button holders a mailto; others neither. */
export function helpKindFor(permissions: readonly string[]): HelpKind {
  if (LOOKUP.some((p) => permissions.includes(p))) return 'dialog';
  if (permissions.includes(PERMISSIONS.merchantSupportEmailButton)) return 'email';
  return 'none';
}

/**
 * The top bar's support (help) button (spec part 1 section 2 "General"): the dialog form is named
 * 'Contact Support' like the dialog it opens, the e-mail form 'Help'; each tooltip reads its name.
 */
export function HelpButton({ user }: { user: ShellUser }) {
  const { t } = useShellTranslation();
  const kind = helpKindFor(user.permissions);
  if (kind === 'dialog') return <ContactSupportButton />;
  const email = user.current?.tenantSupportEmail;
  if (kind === 'email' && email) {
    return (
      <Tooltip title={t(SHELL_TEXTS.help)}>
        <Button type="text" shape="circle" aria-label={t(SHELL_TEXTS.help)} data-testid="help-email" href={`mailto:${email}`} icon={<MailOutlined aria-hidden />} />
      </Tooltip>
    );
  }
  return null;
}

/** Loads the support remote on first click and renders its Contact Support dialog. */
function ContactSupportButton() {
  const { t } = useShellTranslation();
  const { notification } = App.useApp();
  const loader = useRemoteLoader();
  const state = useRemoteState('support');
  const [open, setOpen] = useState(false);
  // The dialog is drawn from its first opening on (then kept, so it closes with its own motion): drawn before, it
  // downloaded its form on every support page, where the support remote is loaded anyway (ADR 0115 "Session 58").
  const [opened, setOpened] = useState(false);
  const Dialog = state.status === 'loaded' ? state.module.extensions?.ContactSupportDialog : undefined;

  useEffect(() => {
    if (!open) return;
    const missing = state.status === 'error' || (state.status === 'loaded' && !Dialog);
    if (missing) {
      setOpen(false);
      notification.error({ title: t(SHELL_TEXTS.areaNotLoaded), duration: 7, placement: 'bottom', closable: true });
    }
  }, [open, state.status, Dialog, notification, t]);

  const onClick = () => {
    if (state.status === 'error') loader.retry('support');
    else loader.ensure('support');
    setOpen(true);
    setOpened(true);
  };

  return (
    <>
      {/* Named after the dialog it opens (spec part 1 section 2: 'Contact Support'); the tooltip says the same. */}
      <Tooltip title={t(SHELL_TEXTS.contactSupport)}>
        <Button type="text" shape="circle" aria-label={t(SHELL_TEXTS.contactSupport)} data-testid="help-button" loading={open && state.status === 'loading'} onClick={onClick} icon={<CustomerServiceOutlined aria-hidden />} />
      </Tooltip>
      {Dialog && opened && <Dialog open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
