import type { ProfileUserType } from '@portal/contracts';
import type { SignedInUser } from './auth-service';

/** The profile claim carries the user type ("merchant", "crm", "platform"; "tenant" means crm). */
export function toProfileUserType(raw: unknown): ProfileUserType {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (value === 'crm' || value === 'tenant') return 'crm';
  if (value === 'platform') return 'platform';
  return 'merchant'; // the least privileged menu for anything unexpected
}

export function signedInUserFromClaims(claims: Record<string, unknown>): SignedInUser {
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    sub: String(claims.sub),
    profile: toProfileUserType(claims.profile),
    name: str(claims.name) ?? ([str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ') || undefined),
    email: str(claims.email),
  };
}
