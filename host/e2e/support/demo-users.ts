import { DEFAULT_CRM_PATH, DEFAULT_PATH } from '@portal/contracts';

export const DEMO_PASSWORD = 'Portal-Demo-1';

export type DemoKind = 'platform' | 'crm' | 'merchant';

export interface DemoUser {
  email: string;
  kind: DemoKind;
  /** Where sign-in without a returnUrl lands: crm users on the CRM dashboard, everyone else on /dashboard. */
  landing: string;
  /**
   * The account this one is a copy of (same role, permissions, shell and pages; tenant2@ and merchant2@ over another
   * tenant's data): its permissions are the twin's, and the axe walk leaves it to the twin (ADR 0040, session 30),
   * so a second user of the same kind costs the walk nothing; sign-in.spec signs it in and checks its menu.
   */
  twinOf?: string;
}

const user = (email: string, kind: DemoKind, twinOf?: string): DemoUser => ({
  email,
  kind,
  landing: kind === 'crm' ? DEFAULT_CRM_PATH : DEFAULT_PATH,
  ...(twinOf ? { twinOf } : {}),
});

/** The seeded demo accounts (docs/team-brief.md), one of each kind the portal knows. */
export const DEMO: readonly DemoUser[] = [
  user('platform@demo.test', 'platform'),
  user('tenant@demo.test', 'crm'),
  // The second user of four-eyes approvals (ADR 0046): tenant@'s twin.
  user('tenant-approver@demo.test', 'crm', 'tenant@demo.test'),
  user('tenant-viewer@demo.test', 'crm'),
  user('merchant@demo.test', 'merchant'),
  // The second merchant user of payments (ADR 0051): merchant@'s twin.
  user('merchant-approver@demo.test', 'merchant', 'merchant@demo.test'),
  user('sandbox@demo.test', 'merchant'),
  user('noprocessing@demo.test', 'merchant'),
  // Another tenant's administrator and merchant administrator (Globex Pay): the same role, permissions and pages as
  // tenant@ and merchant@ over another tenant's data, so the same screens drawn by the same code: their twins.
  user('tenant2@demo.test', 'crm', 'tenant@demo.test'),
  user('merchant2@demo.test', 'merchant', 'merchant@demo.test'),
];

export function demoUser(email: string): DemoUser {
  const found = DEMO.find((u) => u.email === email);
  if (!found) throw new Error(`${email} is not a demo account`);
  return found;
}
