import { DEFAULT_CRM_PATH, DEFAULT_PATH, sameOriginPath, type ProfileUserType } from '@portal/contracts';

function defaultOrigin(): string {
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

/**
 * The returnUrl to follow after sign-in, or null when it is not a same-origin path (spec part 1 section 2;
 * ARCHITECTURE security choices). Full URLs of this origin become path+search+hash. The rule is the one every
 * stored link follows (sameOriginPath of @portal/contracts, ADR 0074).
 */
export function safeReturnUrl(raw: string | null | undefined, origin: string = defaultOrigin()): string | null {
  return sameOriginPath(raw, origin);
}

/** Where a user lands after sign-in without a (valid) returnUrl. */
export function defaultLandingPath(userType: ProfileUserType | null): string {
  return userType === 'crm' ? DEFAULT_CRM_PATH : DEFAULT_PATH;
}
