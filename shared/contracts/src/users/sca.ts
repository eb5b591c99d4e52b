/**
 * Strong customer authentication by TOTP (spec part 2 section 6: the scaCode header; ADR 0080). A user enrols an
 * authenticator from the profile page; afterwards the calls the spec names, and any call that needs a permission
 * the caller's role marks SCA-required, carry a fresh code in the `scaCode` header.
 */
import { defineEndpoint } from '../endpoint/define-endpoint';

/** The request header a code travels in (spec part 2 section 6). */
export const SCA_HEADER = 'scaCode';
/** Digits of a TOTP code; seconds of one step; steps accepted either side of now. */
export const SCA_CODE_DIGITS = 6;
export const SCA_STEP_SECONDS = 30;
export const SCA_WINDOW_STEPS = 1;
/** Wrong codes in a row that lock SCA, and for how long. */
export const SCA_MAX_FAILURES = 5;
export const SCA_LOCK_MINUTES = 15;
/** Single-use recovery codes an enrolment gives (shown once). */
export const SCA_RECOVERY_CODES = 10;
/** At or below this many recovery codes left, the profile page asks the user to create new ones. */
export const SCA_RECOVERY_CODES_LOW = 3;

/**
 * Why the server refused a call for SCA (the `sca` field of its 403 body): no code sent, a wrong or spent code,
 * SCA locked after too many wrong codes, or no authenticator enrolled.
 */
export const SCA_REFUSALS = ['required', 'invalid', 'locked', 'enrol'] as const;
export type ScaRefusal = (typeof SCA_REFUSALS)[number];

export interface ScaRefusalBody {
  error: string;
  sca: ScaRefusal;
  /** When SCA opens again (locked). */
  lockedUntil?: string;
}

export function scaRefusalOf(body: unknown): ScaRefusalBody | undefined {
  const b = body as Partial<ScaRefusalBody> | null | undefined;
  return b && typeof b === 'object' && typeof b.sca === 'string' && (SCA_REFUSALS as readonly string[]).includes(b.sca) ? b as ScaRefusalBody : undefined;
}

const tags = ['Users: strong authentication'];
const statusSchema = {
  type: 'object', required: ['enrolled', 'lockedUntil', 'recoveryCodesLeft'],
  properties: {
    enrolled: { type: 'boolean' },
    lockedUntil: { type: ['string', 'null'], format: 'date-time' },
    recoveryCodesLeft: { type: 'integer' },
  },
} as const;
const recoveryCodesAnswer = {
  type: 'object', required: ['recoveryCodes'], properties: { recoveryCodes: { type: 'array', items: { type: 'string' } } },
} as const;
const codeBody = {
  type: 'object', additionalProperties: false, required: ['code'],
  properties: { code: { type: 'string', pattern: '^[0-9]{6}$', description: 'Exactly 6 digits' } },
} as const;

export const SCA_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET', path: 'users/me/authenticator', base: 'merchant', summary: 'Whether the caller has an authenticator', tags,
    responses: { 200: statusSchema },
  }),
  startEnrolment: defineEndpoint({
    method: 'POST', path: 'users/me/authenticator/enrolment', base: 'merchant', summary: 'A new secret to enrol (confirmed by its first code)', tags,
    body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true,
    responses: {
      200: {
        type: 'object', required: ['secret', 'otpauthUrl', 'qrCode'],
        properties: {
          secret: { type: 'string', description: 'Base32, for typing into the app' },
          otpauthUrl: { type: 'string' },
          qrCode: { type: 'string', description: 'The otpauth URL as an SVG data URL' },
        },
      },
    },
  }),
  confirmEnrolment: defineEndpoint({
    method: 'POST', path: 'users/me/authenticator/confirmation', base: 'merchant', summary: 'Confirm an enrolment with its first code; answers the recovery codes once', tags,
    body: codeBody,
    responses: { 200: recoveryCodesAnswer },
  }),
  newRecoveryCodes: defineEndpoint({
    method: 'POST', path: 'users/me/authenticator/recovery-codes', base: 'merchant',
    summary: 'New recovery codes in place of the unused ones (needs a code of the authenticator); answers them once', tags,
    body: { type: 'object', additionalProperties: false, properties: {} }, optionalBody: true,
    responses: { 200: recoveryCodesAnswer },
  }),
} as const;
