import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { SystemMode } from '@portal/contracts';
import type { Db, Queryable } from '../../../db/client';
import { merchantMids, paymentChannels, paymentChannelSettings, serviceProviders, transactions, websites, websiteSettings } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/errors';
import { ApiError, badRequest, notFound } from '../../../http/errors';
import { isUuid, newId } from '../../../lib/ids';
import type { Owner } from './owner';

/**
 * The rows behind the six payment settings pages (ADR 0067), each read and written in the caller's mode. A website's
 * and a channel's own row (name, address, provider, method, currency) is shared by both modes; their per-mode
 * settings are a row of that mode, made on the first save in it. Secrets are written and reported as set, never read.
 */

type Body = Record<string, unknown>;

/**
 * A list's SQL (ADR 0063): the select with its joins (the shared row with its settings of the mode, or a MID with
 * its channel), the same joins to count, the owner's where, and where each filter field and sort key lives. The
 * route adds the resource's filters and order and runs it as one `pagedQuery`.
 */
export interface ListQuery {
  select: PgSelect;
  countFrom: PgSelect;
  where: SQL | undefined;
  columns: Readonly<Record<string, PgColumn>> & { id: PgColumn };
  toRow(row: never): object;
}

export interface RowStore {
  listQuery(db: Db, owner: Owner, mode: SystemMode): ListQuery;
  create(db: Db, owner: Owner, mode: SystemMode, body: Body): Promise<object>;
  update(db: Db, owner: Owner, mode: SystemMode, id: string, body: Body): Promise<object>;
  remove(db: Db, owner: Owner, mode: SystemMode, id: string): Promise<void>;
}

const conflict = (message: string) => new ApiError(409, message);
const ownId = (id: string, what: string) => {
  if (!isUuid(id)) throw notFound(`${what} not found`);
  return id;
};

/** A unique index's refusal as 409 with the resource's own words. */
async function unique<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

const inUse = (what: string, by: string) => conflict(`${what} is in use by ${by}: deactivate it instead`);

async function transactionsUsing(q: Queryable, column: typeof transactions.websiteId | typeof transactions.paymentChannelId, id: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(transactions).where(eq(column, id));
  return row?.n ?? 0;
}

// ---- websites ----

const websiteRow = (w: typeof websites.$inferSelect, s: typeof websiteSettings.$inferSelect | null, mode: SystemMode) => ({
  id: w.id, name: w.name, url: w.url, isActive: w.isActive, mode,
  publicKey: s?.publicKey ?? '', hasSecretKey: !!s?.secretKey, callbackUrl: s?.callbackUrl ?? '', returnUrl: s?.returnUrl ?? '', allowedIps: s?.allowedIps ?? [],
});

async function websiteOf(q: Queryable, owner: Owner, mode: SystemMode, id: string) {
  const [row] = await q.select({ w: websites, s: websiteSettings }).from(websites)
    .leftJoin(websiteSettings, and(eq(websiteSettings.websiteId, websites.id), eq(websiteSettings.mode, mode)))
    .where(and(eq(websites.id, ownId(id, 'Website')), eq(websites.merchantId, owner.merchantId)));
  if (!row) throw notFound('Website not found');
  return websiteRow(row.w, row.s, mode);
}

async function saveWebsiteSettings(q: Queryable, owner: Owner, mode: SystemMode, websiteId: string, body: Body): Promise<void> {
  const values = {
    publicKey: body.publicKey as string, callbackUrl: body.callbackUrl as string, returnUrl: body.returnUrl as string, allowedIps: body.allowedIps as string[],
    ...(typeof body.secretKey === 'string' ? { secretKey: body.secretKey } : {}), updatedAt: new Date(),
  };
  await q.insert(websiteSettings).values({ id: newId(), websiteId, tenantId: owner.tenantId, merchantId: owner.merchantId, mode, ...values })
    .onConflictDoUpdate({ target: [websiteSettings.websiteId, websiteSettings.mode], set: values });
}

export const WEBSITE_ROWS: RowStore = {
  listQuery(db, owner, mode) {
    const joined = eq(websiteSettings.websiteId, websites.id);
    const ofMode = and(joined, eq(websiteSettings.mode, mode));
    return {
      select: db.select({ w: websites, s: websiteSettings }).from(websites).leftJoin(websiteSettings, ofMode).$dynamic() as unknown as PgSelect,
      countFrom: db.select({ one: sql`1` }).from(websites).leftJoin(websiteSettings, ofMode).$dynamic() as unknown as PgSelect,
      where: eq(websites.merchantId, owner.merchantId),
      columns: { id: websites.id, name: websites.name, url: websites.url, isActive: websites.isActive },
      toRow: (r: { w: typeof websites.$inferSelect; s: typeof websiteSettings.$inferSelect | null }) => websiteRow(r.w, r.s, mode),
    };
  },
  async create(db, owner, mode, body) {
    return db.transaction(async (tx) => {
      const id = newId();
      await tx.insert(websites).values({ id, tenantId: owner.tenantId, merchantId: owner.merchantId, name: body.name as string, url: body.url as string, isActive: body.isActive as boolean });
      await saveWebsiteSettings(tx, owner, mode, id, body);
      return websiteOf(tx, owner, mode, id);
    });
  },
  async update(db, owner, mode, id, body) {
    return db.transaction(async (tx) => {
      await websiteOf(tx, owner, mode, id);
      await tx.update(websites).set({ name: body.name as string, url: body.url as string, isActive: body.isActive as boolean }).where(eq(websites.id, id));
      await saveWebsiteSettings(tx, owner, mode, id, body);
      return websiteOf(tx, owner, mode, id);
    });
  },
  async remove(db, owner, mode, id) {
    const website = await websiteOf(db, owner, mode, id);
    const n = await transactionsUsing(db, transactions.websiteId, id);
    if (n) throw inUse(`The website ${website.name}`, `${n} payments`);
    await db.delete(websites).where(eq(websites.id, id));
  },
};

// ---- payment channels ----

const channelRow = (c: typeof paymentChannels.$inferSelect, s: typeof paymentChannelSettings.$inferSelect | null, mode: SystemMode) => ({
  id: c.id, name: c.name, serviceProviderId: c.serviceProviderId, paymentMethodId: c.paymentMethodId, currency: c.currency, isActive: c.isActive, mode,
  isEnabled: s?.isEnabled ?? false, minAmount: s?.minAmount ?? 0, maxAmount: s?.maxAmount ?? 0, priority: s?.priority ?? 1,
  feePercent: s?.feePercent ?? 0, feeFixed: s?.feeFixed ?? 0,
});

async function channelOf(q: Queryable, owner: Owner, mode: SystemMode, id: string) {
  const [row] = await q.select({ c: paymentChannels, s: paymentChannelSettings }).from(paymentChannels)
    .leftJoin(paymentChannelSettings, and(eq(paymentChannelSettings.channelId, paymentChannels.id), eq(paymentChannelSettings.mode, mode)))
    .where(and(eq(paymentChannels.id, ownId(id, 'Payment channel')), eq(paymentChannels.merchantId, owner.merchantId)));
  if (!row) throw notFound('Payment channel not found');
  return channelRow(row.c, row.s, mode);
}

async function saveChannelSettings(q: Queryable, owner: Owner, mode: SystemMode, channelId: string, body: Body): Promise<void> {
  if ((body.maxAmount as number) < (body.minAmount as number)) throw badRequest('The maximum amount must not be below the minimum amount');
  const values = {
    isEnabled: body.isEnabled as boolean, minAmount: body.minAmount as number, maxAmount: body.maxAmount as number, priority: body.priority as number,
    feePercent: body.feePercent as number, feeFixed: body.feeFixed as number, updatedAt: new Date(),
  };
  await q.insert(paymentChannelSettings).values({ id: newId(), channelId, tenantId: owner.tenantId, merchantId: owner.merchantId, mode, ...values })
    .onConflictDoUpdate({ target: [paymentChannelSettings.channelId, paymentChannelSettings.mode], set: values });
}

async function assertProvider(q: Queryable, id: string): Promise<void> {
  const [row] = await q.select({ id: serviceProviders.id }).from(serviceProviders).where(eq(serviceProviders.id, id));
  if (!row) throw badRequest(`Unknown service provider ${id}`);
}

/**
 * A channel never saved in the mode has no settings row there and shows as not enabled, priority 1: its filter and
 * sort read the same defaults (an expression where the kit's column map names columns; eq and order take either).
 */
const channelIsEnabled = sql`coalesce(${paymentChannelSettings.isEnabled}, false)` as unknown as PgColumn;
const channelPriority = sql`coalesce(${paymentChannelSettings.priority}, 1)` as unknown as PgColumn;

export const CHANNEL_ROWS: RowStore = {
  listQuery(db, owner, mode) {
    const ofMode = and(eq(paymentChannelSettings.channelId, paymentChannels.id), eq(paymentChannelSettings.mode, mode));
    return {
      select: db.select({ c: paymentChannels, s: paymentChannelSettings }).from(paymentChannels).leftJoin(paymentChannelSettings, ofMode).$dynamic() as unknown as PgSelect,
      countFrom: db.select({ one: sql`1` }).from(paymentChannels).leftJoin(paymentChannelSettings, ofMode).$dynamic() as unknown as PgSelect,
      where: eq(paymentChannels.merchantId, owner.merchantId),
      columns: { id: paymentChannels.id, name: paymentChannels.name, isEnabled: channelIsEnabled, priority: channelPriority },
      toRow: (r: { c: typeof paymentChannels.$inferSelect; s: typeof paymentChannelSettings.$inferSelect | null }) => channelRow(r.c, r.s, mode),
    };
  },
  async create(db, owner, mode, body) {
    await assertProvider(db, body.serviceProviderId as string);
    return db.transaction(async (tx) => {
      const id = newId();
      await tx.insert(paymentChannels).values({
        id, tenantId: owner.tenantId, merchantId: owner.merchantId, name: body.name as string, serviceProviderId: body.serviceProviderId as string,
        paymentMethodId: body.paymentMethodId as string, currency: body.currency as string, isActive: body.isActive as boolean,
      });
      await saveChannelSettings(tx, owner, mode, id, body);
      return channelOf(tx, owner, mode, id);
    });
  },
  async update(db, owner, mode, id, body) {
    await assertProvider(db, body.serviceProviderId as string);
    return db.transaction(async (tx) => {
      await channelOf(tx, owner, mode, id);
      await tx.update(paymentChannels).set({
        name: body.name as string, serviceProviderId: body.serviceProviderId as string, paymentMethodId: body.paymentMethodId as string,
        currency: body.currency as string, isActive: body.isActive as boolean,
      }).where(eq(paymentChannels.id, id));
      await saveChannelSettings(tx, owner, mode, id, body);
      return channelOf(tx, owner, mode, id);
    });
  },
  async remove(db, owner, mode, id) {
    const channel = await channelOf(db, owner, mode, id);
    const n = await transactionsUsing(db, transactions.paymentChannelId, id);
    if (n) throw inUse(`The channel ${channel.name}`, `${n} payments`);
    const [mids] = await db.select({ n: count() }).from(merchantMids).where(eq(merchantMids.channelId, id));
    if (mids?.n) throw inUse(`The channel ${channel.name}`, `${mids.n} MIDs`);
    await db.delete(paymentChannels).where(eq(paymentChannels.id, id));
  },
};

// ---- MIDs: rows of one mode, named with their channel's name ----

const midRow = (r: { m: typeof merchantMids.$inferSelect; channelName: string }) => ({
  id: r.m.id, mode: r.m.mode, channelId: r.m.channelId, channelName: r.channelName, mid: r.m.mid, descriptor: r.m.descriptor, hasApiSecret: !!r.m.apiSecret, isActive: r.m.isActive,
});
const midOfMerchant = (owner: Owner, mode: SystemMode) => and(eq(merchantMids.merchantId, owner.merchantId), eq(merchantMids.mode, mode));
const midSelect = (q: Queryable) => q.select({ m: merchantMids, channelName: paymentChannels.name }).from(merchantMids).innerJoin(paymentChannels, eq(paymentChannels.id, merchantMids.channelId));

async function midOf(q: Queryable, owner: Owner, mode: SystemMode, id: string) {
  const [row] = await midSelect(q).where(and(eq(merchantMids.id, ownId(id, 'MID')), midOfMerchant(owner, mode)));
  if (!row) throw notFound('MID not found');
  return midRow(row);
}

async function midValues(q: Queryable, owner: Owner, body: Body) {
  const [channel] = await q.select({ id: paymentChannels.id }).from(paymentChannels).where(and(eq(paymentChannels.id, body.channelId as string), eq(paymentChannels.merchantId, owner.merchantId)));
  if (!channel) throw badRequest('The channel is not one of the merchant\'s');
  return {
    channelId: body.channelId as string, mid: body.mid as string, descriptor: body.descriptor as string, isActive: body.isActive as boolean,
    ...(typeof body.apiSecret === 'string' ? { apiSecret: body.apiSecret } : {}),
  };
}

const MID_DUPLICATE = 'This channel has a MID in this mode already: edit it';

export const MID_ROWS: RowStore = {
  listQuery(db, owner, mode) {
    return {
      select: midSelect(db).$dynamic() as unknown as PgSelect,
      countFrom: db.select({ one: sql`1` }).from(merchantMids).innerJoin(paymentChannels, eq(paymentChannels.id, merchantMids.channelId)).$dynamic() as unknown as PgSelect,
      where: midOfMerchant(owner, mode),
      columns: { id: merchantMids.id, mid: merchantMids.mid, descriptor: merchantMids.descriptor, isActive: merchantMids.isActive, channelName: paymentChannels.name },
      toRow: midRow,
    };
  },
  async create(db, owner, mode, body) {
    const id = newId();
    const values = await midValues(db, owner, body);
    await unique(MID_DUPLICATE, () => db.insert(merchantMids).values({ id, tenantId: owner.tenantId, merchantId: owner.merchantId, mode, ...values }));
    return midOf(db, owner, mode, id);
  },
  async update(db, owner, mode, id, body) {
    await midOf(db, owner, mode, id);
    const values = await midValues(db, owner, body);
    await unique(MID_DUPLICATE, () => db.update(merchantMids).set({ ...values, updatedAt: new Date() }).where(eq(merchantMids.id, id)));
    return midOf(db, owner, mode, id);
  },
  async remove(db, owner, mode, id) {
    await midOf(db, owner, mode, id);
    await db.delete(merchantMids).where(eq(merchantMids.id, id));
  },
};
