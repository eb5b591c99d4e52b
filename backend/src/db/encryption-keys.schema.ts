import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Encryption keys (ADR 0083): each tenant's (and the platform's, tenant null) data keys that seal its secrets at rest
 * (payment configuration credentials; later webhook secrets). A key is kept wrapped by the master key
 * (SECRETS_MASTER_KEY), never stored or shown in clear. One Active key per owner seals new secrets; a rotation makes
 * a new Active key, re-seals every secret in the background, then retires the old one and destroys its material.
 */
export const encryptionKeys = pgTable('encryption_keys', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id'),
  /** 1, 2, ... per owner: what the page shows as the key's name. */
  version: integer('version').notNull(),
  status: text('status').$type<'Active' | 'Retiring' | 'Retired'>().notNull(),
  /** The data key, sealed by the master key (AES-256-GCM); null once retired (the material is destroyed). */
  wrappedKey: text('wrapped_key'),
  /** SHA-256 of the key, first 8 hex characters: tells keys apart without revealing them. */
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('encryption_keys_owner_version_key').on(sql`coalesce(${t.tenantId}, '00000000-0000-0000-0000-000000000000'::uuid)`, t.version),
  // One Active key per owner: two rotations started at once cannot both win.
  uniqueIndex('encryption_keys_one_active_key').on(sql`coalesce(${t.tenantId}, '00000000-0000-0000-0000-000000000000'::uuid)`).where(sql`${t.status} = 'Active'`),
]);

/** A key rotation: its progress as the background job re-seals the owner's secrets. */
export const keyRotations = pgTable('key_rotations', {
  id: uuid('id').primaryKey(),
  tenantId: uuid('tenant_id'),
  fromKeyId: uuid('from_key_id').notNull().references(() => encryptionKeys.id),
  toKeyId: uuid('to_key_id').notNull().references(() => encryptionKeys.id),
  status: text('status').$type<'Running' | 'Done' | 'Failed'>().notNull(),
  total: integer('total').notNull().default(0),
  done: integer('done').notNull().default(0),
  error: text('error'),
  startedBy: uuid('started_by'),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('key_rotations_owner_idx').on(t.tenantId, t.startedAt)]);
