import { and, desc, eq, gt } from 'drizzle-orm';
import { SET_PASSWORD_LINK_HOURS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { passwordSetTokens } from '../../db/schema';
import type { MailOutbox } from '../mail/outbox';
import { tenantIsActive } from '../tenants/repository';
import { issueSetPasswordLink } from '../user-admin/set-password-links';
import { findUserByEmail } from '../users/repository';
import type { Translate } from './pages/i18n';

/** One reset mail per account in this many minutes, however often the form is sent (nobody's inbox is flooded). */
export const RESET_MAIL_INTERVAL_MINUTES = 5;

/** What a request came to; the page answers the same whatever it is (ADR 0154: no account is revealed). */
export type ResetRequestOutcome = 'sent' | 'no-account' | 'inactive' | 'too-soon';

/**
 * "Forgot your password?" (ADR 0154): mails the account of `email` a link to choose a new password, the same
 * set-password link an administrator's reset sends (ADR 0077): valid SET_PASSWORD_LINK_HOURS, the newest one only,
 * ending a lockout once used. An invited user who lost the invitation gets a new invitation link. Nothing is sent to an
 * unknown address, a deactivated account or one of a suspended tenant, nor twice within RESET_MAIL_INTERVAL_MINUTES.
 */
export async function requestPasswordReset(db: Db, deps: { outbox: MailOutbox; publicOrigin: string; t: Translate }, email: string, now = new Date()): Promise<ResetRequestOutcome> {
  const user = await findUserByEmail(db, email);
  if (!user) return 'no-account';
  if (!user.isActive || (user.tenantId && !(await tenantIsActive(db, user.tenantId)))) return 'inactive';
  const since = new Date(now.getTime() - RESET_MAIL_INTERVAL_MINUTES * 60_000);
  const [recent] = await db.select({ id: passwordSetTokens.id }).from(passwordSetTokens)
    .where(and(eq(passwordSetTokens.userId, user.id), gt(passwordSetTokens.createdAt, since))).orderBy(desc(passwordSetTokens.createdAt)).limit(1);
  if (recent) return 'too-soon';
  const link = await issueSetPasswordLink(db, deps.publicOrigin, user.id, user.invitedAt ? 'invitation' : 'reset', now);
  const { t } = deps;
  await deps.outbox.send({
    to: user.email, subject: t('Choose a new password for the payments portal'), link,
    text: `${t('Someone, hopefully you, asked for a link to choose a new password for the payments portal. Follow it within {hours} hours:', { hours: SET_PASSWORD_LINK_HOURS })} ${link} `
      + t('If it was not you, ignore this message: your password stays as it is.'),
  });
  return 'sent';
}
