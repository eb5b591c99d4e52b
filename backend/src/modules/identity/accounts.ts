import type { Account } from 'oidc-provider';
import type { Db } from '../../db/client';
import { findUserById, type UserRow } from '../users/repository';

/** The claims the ID token and userinfo carry (profile = user type, as the portal reads it). */
export function userClaims(user: UserRow) {
  return {
    sub: user.id,
    profile: user.userType,
    name: `${user.firstName} ${user.lastName}`.trim(),
    given_name: user.firstName,
    family_name: user.lastName,
    email: user.email,
  };
}

/** oidc-provider's account lookup: an inactive or deleted user has no account, which ends their sign-in. */
export async function findAccount(db: Db, sub: string): Promise<Account | undefined> {
  const user = await findUserById(db, sub);
  if (!user || !user.isActive || user.deletedAt) return undefined;
  const claims = userClaims(user);
  return { accountId: user.id, claims: () => claims };
}
