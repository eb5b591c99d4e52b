import { createHash } from 'node:crypto';

/**
 * The master key from SECRETS_MASTER_KEY (base64 of 32 bytes). Without it, development uses a fixed key derived from
 * a constant, so a fresh clone works; production refuses to start (config).
 */
export function masterKeyFrom(base64: string | undefined): Buffer {
  if (base64) return Buffer.from(base64, 'base64');
  return createHash('sha256').update('payments-portal development master key: never use in production').digest();
}
