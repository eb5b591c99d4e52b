import { desc, eq, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { geoipRanges, geoipSources } from '../../db/schema';
import { newId } from '../../lib/ids';
import { formatIp, parseIp } from './ip-address';
import { GEOIP_LIMITS, GEOIP_MESSAGES, parseGeoCsv } from './geoip-csv';
import { buildGeoIndex, EMPTY_GEO_INDEX, type GeoIndex, type GeoRange } from './range-index';

/** The loaded set as platform staff see it: where it came from, when, how many ranges. */
export interface GeoSource { id: string; source: string; rangeCount: number; loadedAt: Date; loadedBy: string | null }

export type GeoImport = { ok: true; source: GeoSource } | { ok: false; errors: string[] };

const INSERT_BATCH = 2_000;

/**
 * Replaces the platform's geo-IP set with a CSV's (ADR 0114): all or nothing. A file with a wrong line changes
 * nothing and every wrong line is named (the first GEOIP_LIMITS.errorsListed, then how many more); a good one
 * replaces the whole set in one database transaction, so a lookup never sees half of two sets.
 */
export async function importGeoCsv(db: Db, p: { csv: string; source: string; loadedBy: string | null; now: Date }): Promise<GeoImport> {
  const source = p.source.trim();
  if (!source || source.length > GEOIP_LIMITS.maxSource) return { ok: false, errors: [GEOIP_MESSAGES.source] };
  const { ranges, errors } = parseGeoCsv(p.csv);
  if (errors.length > 0) {
    const more = errors.length - GEOIP_LIMITS.errorsListed;
    return { ok: false, errors: more > 0 ? [...errors.slice(0, GEOIP_LIMITS.errorsListed), `... and ${more} more wrong line(s)`] : errors };
  }
  return { ok: true, source: await replaceGeoRanges(db, { ranges, source, loadedBy: p.loadedBy, now: p.now }) };
}

/** Replace-all in one transaction (the import's second half; the seed's demo set goes through it too). */
export async function replaceGeoRanges(db: Db, p: { ranges: readonly GeoRange[]; source: string; loadedBy: string | null; now: Date }): Promise<GeoSource> {
  const row: GeoSource = { id: newId(), source: p.source, rangeCount: p.ranges.length, loadedAt: p.now, loadedBy: p.loadedBy };
  await db.transaction(async (tx) => {
    await tx.delete(geoipRanges);
    await tx.delete(geoipSources);
    await tx.insert(geoipSources).values(row);
    for (let i = 0; i < p.ranges.length; i += INSERT_BATCH) {
      await tx.insert(geoipRanges).values(p.ranges.slice(i, i + INSERT_BATCH).map((r) => ({
        sourceId: row.id, family: r.family, rangeStart: formatIp(r.family, r.start), rangeEnd: formatIp(r.family, r.end), country: r.country,
      })));
    }
  });
  return row;
}

/** The loaded set's description, or null when none was loaded. */
export async function currentGeoSource(db: Queryable): Promise<GeoSource | null> {
  const [row] = await db.select().from(geoipSources).orderBy(desc(geoipSources.loadedAt)).limit(1);
  return row ?? null;
}

/** The current set's id (the screen reads it in its one statement): a subquery. */
export const geoSourceIdSql = sql`(SELECT ${geoipSources.id} FROM ${geoipSources} ORDER BY ${geoipSources.loadedAt} DESC LIMIT 1)`;

/** The index this replica holds and the set it was built from (a new import has a new id). */
let held: { id: string | null; index: GeoIndex } | null = null;

export const heldGeoIndex = (): { id: string | null; index: GeoIndex } | null => held;

/** The index of the set `id` (the current one), built once per replica per import. */
export async function geoIndexFor(db: Queryable, id: string | null): Promise<GeoIndex> {
  if (held && held.id === id) return held.index;
  if (id === null) { held = { id, index: EMPTY_GEO_INDEX }; return held.index; }
  const rows = await db.select({ family: geoipRanges.family, start: geoipRanges.rangeStart, end: geoipRanges.rangeEnd, country: geoipRanges.country })
    .from(geoipRanges).where(eq(geoipRanges.sourceId, id));
  const ranges: GeoRange[] = [];
  for (const r of rows) {
    const start = parseIp(r.start);
    const end = parseIp(r.end);
    if (start && end) ranges.push({ family: start.family, start: start.value, end: end.value, country: r.country });
  }
  held = { id, index: buildGeoIndex(ranges) };
  return held.index;
}

/** The current set's index: one read of its id, the ranges only when another set was loaded since. */
export async function geoIndexOf(db: Queryable): Promise<GeoIndex> {
  const { rows: [row] } = await db.execute<{ id: string | null }>(sql`SELECT ${geoSourceIdSql} AS id`);
  return geoIndexFor(db, row?.id ?? null);
}
