import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AreaSnapshot, PromotionArea, SettingValue, SystemMode } from '@portal/contracts';
import type { Queryable } from '../../../db/client';
import {
  confirmationLevels, errorMappings, merchantMids, merchantWhitelist, paymentChannels, paymentChannelSettings, websites, websiteSettings,
} from '../../../db/schema';
import { newId } from '../../../lib/ids';
import { PROMOTION_AREA_FIELDS } from './contracts';
import type { Owner } from './owner';

/**
 * Each promotion area as the promotion sees it (ADR 0067): its rows of one mode by a key that names the same row
 * in both modes, with the compared fields' values (secrets too: the diff masks them), and a write of one Live row
 * (update the given fields, insert the row when absent, delete it for a revert of an added row).
 */
export interface AreaStore {
  snapshot(q: Queryable, owner: Owner, mode: SystemMode): Promise<AreaSnapshot>;
  write(q: Queryable, owner: Owner, mode: SystemMode, rowKey: string, values: Record<string, SettingValue> | null): Promise<void>;
}

/** The columns every per-mode table has. */
interface ModeColumns {
  id: PgColumn;
  tenantId: PgColumn;
  merchantId: PgColumn;
  mode: PgColumn;
  updatedAt: PgColumn;
}
type ModeTable = PgTable & ModeColumns;
type Row = Record<string, unknown>;

interface Spec {
  table: ModeTable;
  /** The row's key from its columns, and the key columns' values (a condition and an insert's values) from a key. */
  keyOf(row: Row): string;
  keyColumns(key: string): Record<string, { column: PgColumn; value: unknown }>;
  /** Names shown for the row (a channel's or website's name); rows without one show their key. */
  labels?(q: Queryable, owner: Owner): Promise<Map<string, string>>;
  labelOf?(row: Row, key: string, labels: Map<string, string>): string;
}

const splitKey = (key: string): [string, string] => {
  const at = key.indexOf(':');
  return [key.slice(0, at), key.slice(at + 1)];
};

function store(area: PromotionArea, spec: Spec): AreaStore {
  const { fields } = PROMOTION_AREA_FIELDS[area];
  const t = spec.table;
  const ownerWhere = (owner: Owner, mode: SystemMode): SQL => and(eq(t.merchantId, owner.merchantId), eq(t.mode, mode))!;
  return {
    async snapshot(q, owner, mode) {
      const rows = await q.select().from(t as PgTable).where(ownerWhere(owner, mode)) as Row[];
      const labels = await spec.labels?.(q, owner) ?? new Map<string, string>();
      const out: AreaSnapshot = {};
      for (const row of rows) {
        const key = spec.keyOf(row);
        const values = Object.fromEntries(fields.map((f) => [f, (row[f] ?? null) as SettingValue]));
        out[key] = { label: spec.labelOf?.(row, key, labels) ?? labels.get(key) ?? key, values };
      }
      return out;
    },
    async write(q, owner, mode, rowKey, values) {
      const keyCols = spec.keyColumns(rowKey);
      const where = and(ownerWhere(owner, mode), ...Object.values(keyCols).map((k) => eq(k.column, k.value)))!;
      if (values === null) {
        await q.delete(t).where(where);
        return;
      }
      const set = Object.fromEntries(Object.entries(values).filter(([f]) => fields.includes(f)));
      const [existing] = await q.select({ id: t.id }).from(t as PgTable).where(where);
      if (existing) {
        await q.update(t).set({ ...set, updatedAt: new Date() } as never).where(eq(t.id, existing.id));
        return;
      }
      const keyValues = Object.fromEntries(Object.entries(keyCols).map(([name, k]) => [name, k.value]));
      await q.insert(t).values({ id: newId(), tenantId: owner.tenantId, merchantId: owner.merchantId, mode, ...keyValues, ...set } as never);
    },
  };
}

const namesOf = (table: typeof websites | typeof paymentChannels) => async (q: Queryable, owner: Owner) =>
  new Map((await q.select({ id: table.id, name: table.name }).from(table).where(eq(table.merchantId, owner.merchantId))).map((r) => [r.id, r.name]));

export const AREA_STORES: Record<PromotionArea, AreaStore> = {
  channels: store('channels', {
    table: paymentChannelSettings, keyOf: (r) => r.channelId as string,
    keyColumns: (key) => ({ channelId: { column: paymentChannelSettings.channelId, value: key } }),
    labels: namesOf(paymentChannels),
  }),
  websites: store('websites', {
    table: websiteSettings, keyOf: (r) => r.websiteId as string,
    keyColumns: (key) => ({ websiteId: { column: websiteSettings.websiteId, value: key } }),
    labels: namesOf(websites),
  }),
  mids: store('mids', {
    table: merchantMids, keyOf: (r) => r.channelId as string,
    keyColumns: (key) => ({ channelId: { column: merchantMids.channelId, value: key } }),
    labels: namesOf(paymentChannels),
  }),
  whiteListing: store('whiteListing', {
    table: merchantWhitelist, keyOf: (r) => `${r.kind as string}:${r.value as string}`,
    keyColumns: (key) => {
      const [kind, value] = splitKey(key);
      return { kind: { column: merchantWhitelist.kind, value: kind }, value: { column: merchantWhitelist.value, value } };
    },
    labelOf: (r) => `${r.kind as string} ${r.value as string}`,
  }),
  errorMappings: store('errorMappings', {
    table: errorMappings, keyOf: (r) => `${r.serviceProviderId as string}:${r.providerCode as string}`,
    keyColumns: (key) => {
      const [provider, code] = splitKey(key);
      return { serviceProviderId: { column: errorMappings.serviceProviderId, value: provider }, providerCode: { column: errorMappings.providerCode, value: code } };
    },
    labelOf: (r) => `${r.serviceProviderId as string} ${r.providerCode as string}`,
  }),
  confirmationLevels: store('confirmationLevels', {
    table: confirmationLevels, keyOf: (r) => `${r.action as string}:${r.currency as string}`,
    keyColumns: (key) => {
      const [action, currency] = splitKey(key);
      return { action: { column: confirmationLevels.action, value: action }, currency: { column: confirmationLevels.currency, value: currency } };
    },
    labelOf: (r) => `${r.action as string} ${(r.currency as string) || '*'}`,
  }),
};
