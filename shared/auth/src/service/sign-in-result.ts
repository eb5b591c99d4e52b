/** Results of a sign-in attempt (spec part 1 section 4): done here, left for the provider, or failed. */
export type SignInResultStatus = 'Success' | 'Redirect' | 'Fail';

export interface SignInResult {
  status: SignInResultStatus;
  /** Success: the checked returnUrl (null: the user's landing page). */
  returnUrl?: string | null;
  /** Fail: what went wrong. */
  message?: string;
}

export const INVALID_RESULT_STATUS = 'Invalid authentication result status';

/** Checks a result's status; anything but the three known ones is an error. */
export function checkSignInResult(result: unknown): SignInResult {
  const status = (result as { status?: unknown } | null | undefined)?.status;
  if (status === 'Success' || status === 'Redirect' || status === 'Fail') return result as SignInResult;
  throw new Error(`${INVALID_RESULT_STATUS}: ${String(status)}`);
}
