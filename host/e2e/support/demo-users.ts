import { DEFAULT_CRM_PATH, DEFAULT_PATH } from '@portal/contracts';

export const DEMO_PASSWORD = 'Portal-Demo-1';

export type DemoKind = 'platform' | 'crm' | 'merchant';

export interface DemoUser {
  email: string;
  kind: DemoKind;
  /** Where sign-in without a returnUrl lands: crm users on the CRM dashboard, everyone else on /dashboard. */
  landing: string;
}

const user = (email: string, kind: DemoKind): DemoUser => ({
  email,
  kind,
  landing: kind === 'crm' ? DEFAULT_CRM_PATH : DEFAULT_PATH,
});

/** The seeded demo accounts (docs/team-brief.md), one of each kind the portal knows. */
export const DEMO: readonly DemoUser[] = [
  user('platform@demo.test', 'platform'),
  user('tenant@demo.test', 'crm'),
  user('tenant-viewer@demo.test', 'crm'),
  user('merchant@demo.test', 'merchant'),
  user('sandbox@demo.test', 'merchant'),
  user('noprocessing@demo.test', 'merchant'),
  user('tenant2@demo.test', 'crm'),
  user('merchant2@demo.test', 'merchant'),
];

export function demoUser(email: string): DemoUser {
  const found = DEMO.find((u) => u.email === email);
  if (!found) throw new Error(`${email} is not a demo account`);
  return found;
}
