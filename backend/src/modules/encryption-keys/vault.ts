import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { encryptionKeys } from '../../db/schema';
import { newId } from '../../lib/ids';

/**
 * Secrets at rest (ADR 0083): envelope encryption. Each owner (a tenant, or the platform: null) has data keys; a
 * secret is sealed with the owner's Active key by AES-256-GCM, and each data key is stored sealed by the master key
 * (SECRETS_MASTER_KEY). A sealed value names its key, so a rotation can tell what is still to re-seal:
 *
 *   enc:v1:<keyId>:<hint>:<iv base64url>:<ciphertext+tag base64url>
 *
 * `hint` is the last four characters of an API key (what its row shows), empty for passwords.
 */
const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/** The key a sealed value was sealed with (undefined for a value not sealed yet). */
export const sealedKeyId = (value: string): string | undefined => (isSealed(value) ? value.slice(PREFIX.length).split(':')[0] : undefined);

/** The hint stored with a sealed value (or computed from a legacy clear one). */
export function secretHintOf(value: string, showLast4: boolean): string | null {
  if (!showLast4) return null;
  if (!isSealed(value)) return value.slice(-4);
  return value.slice(PREFIX.length).split(':')[1] || null;
}

function aesSeal(key: Buffer, clear: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(clear), cipher.final(), cipher.getAuthTag()]);
  return `${iv.toString('base64url')}:${body.toString('base64url')}`;
}

function aesOpen(key: Buffer, sealed: string): Buffer {
  const [ivText, bodyText] = sealed.split(':');
  const body = Buffer.from(bodyText ?? '', 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText ?? '', 'base64url'));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]);
}

const fingerprintOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);
const ownerIs = (tenantId: string | null) => (tenantId ? eq(encryptionKeys.tenantId, tenantId) : isNull(encryptionKeys.tenantId));

export class SecretVault {
  /** Data keys unwrapped so far, by key id (a key's material never changes; a retired key is dropped). */
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly db: Db, private readonly masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('The master key must be 32 bytes');
  }

  /** A new data key for the owner, stored wrapped (the caller decides its status). */
  async createKey(tx: Db, tenantId: string | null, status: 'Active' | 'Retiring'): Promise<{ id: string; version: number; fingerprint: string }> {
    const key = randomBytes(32);
    const [{ next } = { next: 1 }] = await tx.select({ next: sql<number>`coalesce(max(${encryptionKeys.version}), 0)::int + 1` })
      .from(encryptionKeys).where(ownerIs(tenantId));
    const row = { id: newId(), tenantId, version: next, status, wrappedKey: aesSeal(this.masterKey, key), fingerprint: fingerprintOf(key) };
    await tx.insert(encryptionKeys).values(row);
    this.keys.set(row.id, key);
    return { id: row.id, version: row.version, fingerprint: row.fingerprint };
  }

  /** The owner's Active key, made on first use (every owner gets one the first time it stores a secret). */
  async activeKey(tenantId: string | null): Promise<string> {
    const [row] = await this.db.select({ id: encryptionKeys.id }).from(encryptionKeys).where(and(ownerIs(tenantId), eq(encryptionKeys.status, 'Active')));
    if (row) return row.id;
    try {
      return (await this.createKey(this.db, tenantId, 'Active')).id;
    } catch {
      // Another call made it first (one Active key per owner is a unique index): use that one.
      const [made] = await this.db.select({ id: encryptionKeys.id }).from(encryptionKeys).where(and(ownerIs(tenantId), eq(encryptionKeys.status, 'Active')));
      if (!made) throw new Error('No active encryption key');
      return made.id;
    }
  }

  private async keyById(id: string): Promise<Buffer> {
    const cached = this.keys.get(id);
    if (cached) return cached;
    const [row] = await this.db.select({ wrapped: encryptionKeys.wrappedKey }).from(encryptionKeys).where(eq(encryptionKeys.id, id));
    if (!row?.wrapped) throw new Error(`Encryption key ${id} is retired or unknown`);
    const key = aesOpen(this.masterKey, row.wrapped);
    this.keys.set(id, key);
    return key;
  }

  /** Seals a secret with the owner's Active key (or `keyId`, for a rotation's re-seal). */
  async seal(tenantId: string | null, clear: string, options: { showLast4: boolean; keyId?: string }): Promise<string> {
    const keyId = options.keyId ?? await this.activeKey(tenantId);
    const hint = options.showLast4 ? clear.slice(-4).replace(/:/g, '') : '';
    return `${PREFIX}${keyId}:${hint}:${aesSeal(await this.keyById(keyId), Buffer.from(clear, 'utf8'))}`;
  }

  /** The clear text of a stored secret (a value stored before sealing existed is returned as it is). */
  async open(value: string): Promise<string> {
    if (!isSealed(value)) return value;
    const [keyId, , iv, body] = value.slice(PREFIX.length).split(':');
    return aesOpen(await this.keyById(keyId!), `${iv}:${body}`).toString('utf8');
  }

  /** Forgets a retired key's material (its wrapped form is destroyed in the database by the caller). */
  forget(keyId: string): void {
    this.keys.delete(keyId);
  }
}
