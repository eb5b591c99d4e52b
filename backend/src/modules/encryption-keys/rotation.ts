import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { encryptionKeys, keyRotations } from '../../db/schema';
import type { JobQueue } from '../../jobs/job-queue';
import { ApiError } from '../../http/errors';
import { newId } from '../../lib/ids';
import { countStale, resealBatch } from './sealed-columns';
import type { SecretVault } from './vault';

/**
 * Key rotation (ADR 0083): a new Active key at once (new secrets are sealed with it from this moment), the old one
 * Retiring while a background job re-seals the owner's secrets in batches, then Retired with its material destroyed.
 * The job is idempotent: a restart or a second instance picks up where the rows say it is.
 */
export const KEY_ROTATION_QUEUE = 'key-rotation';
const BATCH = 200;

export interface KeyRotationJob { rotationId: string }

const ownerIs = (tenantId: string | null) => (tenantId ? eq(encryptionKeys.tenantId, tenantId) : isNull(encryptionKeys.tenantId));

export async function startRotation(db: Db, vault: SecretVault, jobs: JobQueue, tenantId: string | null, startedBy: string): Promise<{ rotationId: string; jobId: string }> {
  const rotationId = newId();
  await db.transaction(async (tx) => {
    const [running] = await tx.select({ id: keyRotations.id }).from(keyRotations)
      .where(and(tenantId ? eq(keyRotations.tenantId, tenantId) : isNull(keyRotations.tenantId), eq(keyRotations.status, 'Running')));
    if (running) throw new ApiError(409, 'A rotation of this key is still running: wait until it finishes');
    const [active] = await tx.select({ id: encryptionKeys.id }).from(encryptionKeys).where(and(ownerIs(tenantId), eq(encryptionKeys.status, 'Active'))).for('update');
    const from = active?.id ?? (await vault.createKey(tx as unknown as Db, tenantId, 'Retiring')).id;
    if (active) await tx.update(encryptionKeys).set({ status: 'Retiring' }).where(eq(encryptionKeys.id, from));
    const to = await vault.createKey(tx as unknown as Db, tenantId, 'Active');
    const total = await countStale(tx as unknown as Db, tenantId, to.id);
    await tx.insert(keyRotations).values({ id: rotationId, tenantId, fromKeyId: from, toKeyId: to.id, status: 'Running', total, startedBy });
  });
  const jobId = await jobs.send(KEY_ROTATION_QUEUE, { rotationId } satisfies KeyRotationJob);
  return { rotationId, jobId };
}

/** Runs one rotation to its end: re-seal in batches (progress after each), then retire the old key. */
export async function runRotation(db: Db, vault: SecretVault, rotationId: string): Promise<void> {
  const [rotation] = await db.select().from(keyRotations).where(eq(keyRotations.id, rotationId));
  if (!rotation || rotation.status !== 'Running') return;
  try {
    for (;;) {
      const moved = await resealBatch(db, vault, rotation.tenantId, rotation.toKeyId, BATCH);
      if (moved === 0) break;
      const left = await countStale(db, rotation.tenantId, rotation.toKeyId);
      await db.update(keyRotations).set({ done: Math.max(0, rotation.total - left) }).where(eq(keyRotations.id, rotationId));
    }
    await db.transaction(async (tx) => {
      // Every key older than the Active one retires (a failed rotation's Retiring key too): nothing is sealed with them.
      const olds = await tx.select({ id: encryptionKeys.id }).from(encryptionKeys).where(and(ownerIs(rotation.tenantId), eq(encryptionKeys.status, 'Retiring')));
      await tx.update(encryptionKeys).set({ status: 'Retired', wrappedKey: null, retiredAt: new Date() })
        .where(and(ownerIs(rotation.tenantId), eq(encryptionKeys.status, 'Retiring')));
      for (const old of olds) vault.forget(old.id);
      await tx.update(keyRotations).set({ status: 'Done', done: rotation.total, finishedAt: new Date() }).where(eq(keyRotations.id, rotationId));
    });
  } catch (error) {
    await db.update(keyRotations).set({ status: 'Failed', error: error instanceof Error ? error.message : String(error), finishedAt: new Date() })
      .where(eq(keyRotations.id, rotationId));
    throw error;
  }
}

export const startKeyRotationWorker = (jobs: JobQueue, db: Db, vault: SecretVault): Promise<void> =>
  jobs.work<KeyRotationJob>(KEY_ROTATION_QUEUE, (data) => runRotation(db, vault, data.rotationId));

/** The owner's latest rotation (the page's progress). */
export async function latestRotation(db: Db, tenantId: string | null) {
  const [row] = await db.select().from(keyRotations).where(tenantId ? eq(keyRotations.tenantId, tenantId) : isNull(keyRotations.tenantId))
    .orderBy(desc(keyRotations.startedAt)).limit(1);
  return row;
}
