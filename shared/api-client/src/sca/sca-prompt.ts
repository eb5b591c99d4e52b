import { SCA_HEADER, scaRefusalOf, type ScaRefusal } from '@portal/contracts';

/** What the code dialog is asked: why (a first ask, a wrong code, locked, no authenticator) and, locked, until when. */
export interface ScaPromptRequest {
  reason: ScaRefusal;
  lockedUntil?: string;
}

/** What sending the call again with a code gave: through (the dialog closes) or refused again (it says why). */
export type ScaAttempt = { done: true } | { done: false; refusal: ScaPromptRequest };

/**
 * Asks for a code and tries it with `attempt` (the same call again with the scaCode header) until it goes through
 * or the user gives up; resolves true when a code went through, false when they gave up (cancel, locked, enrol).
 */
export type ScaPrompt = (request: ScaPromptRequest, attempt: (code: string) => Promise<ScaAttempt>) => Promise<boolean>;

// Module-level like the client's configuration: the package is a federation singleton, so the one dialog the
// shell mounts answers every remote's calls.
let prompt: ScaPrompt | null = null;

/** The shell's code dialog registers itself (null to unregister). Without one, an SCA refusal is a plain error. */
export function setScaPrompt(next: ScaPrompt | null): void {
  prompt = next;
}

export const getScaPrompt = (): ScaPrompt | null => prompt;

export { SCA_HEADER, scaRefusalOf };
