import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { IDENTITY_PATHS } from '@portal/contracts';

/**
 * Device cookies (OWASP's defence against lockout as a weapon; ADR 0101): a browser that signed in to an account
 * gets a cookie, signed by the server, naming that account and a random device id. Later sign-ins to the same
 * account from that browser are counted on their own (per device) and pass the account-wide and per-address
 * limits that a guesser elsewhere may have run up, so the owner keeps signing in while the guesser is stopped.
 */
export const DEVICE_COOKIE_DAYS = 180;

const cookieName = (email: string) => `portal_device_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

/** The signing key, derived from the master secret so that no new secret has to be configured. */
export function deviceCookieKey(masterKey: Buffer): Buffer {
  return createHmac('sha256', masterKey).update('portal sign-in device cookie v1').digest();
}

const signature = (key: Buffer, email: string, deviceId: string) =>
  createHmac('sha256', key).update(`${email.trim().toLowerCase()}|${deviceId}`).digest('base64url');

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  for (const part of String(request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The device id of this browser for `email`, when it carries a valid cookie for that account. */
export function trustedDevice(request: FastifyRequest, key: Buffer, email: string): string | undefined {
  const value = cookieValue(request, cookieName(email));
  const [deviceId, mac] = (value ?? '').split('.');
  if (!deviceId || !mac || !/^[A-Za-z0-9_-]{16,64}$/.test(deviceId)) return undefined;
  const expected = Buffer.from(signature(key, email, deviceId));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? deviceId : undefined;
}

/** The Set-Cookie line that marks this browser as a device of `email` (the same id again when it had one). */
export function deviceCookie(key: Buffer, email: string, secure: boolean, deviceId = randomBytes(18).toString('base64url')): string {
  const attributes = [`Path=${IDENTITY_PATHS.login}`, `Max-Age=${DEVICE_COOKIE_DAYS * 24 * 3600}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${cookieName(email)}=${deviceId}.${signature(key, email, deviceId)}`, ...attributes].join('; ');
}
