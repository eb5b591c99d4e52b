/** Standard Webhooks signing (ADR 0100): `webhook-signature` carries a `v1,<base64>` per valid secret. */
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (the spec asks for 24 to 64). */
export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** The headers of one delivery: id, timestamp (seconds) and one signature per secret, space-separated. */
export function signedHeaders(secrets: readonly string[], messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': Math.floor(at.getTime() / 1000).toString(),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}
