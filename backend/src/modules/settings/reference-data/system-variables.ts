import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { systemVariables } from '../../../db/schema';

/** A variable's integer value (the seed's when the row is missing): engines read their limits through it. */
export async function integerVariable(db: Db, key: string, fallback: number): Promise<number> {
  const [row] = await db.select({ value: systemVariables.value }).from(systemVariables).where(eq(systemVariables.key, key));
  const n = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(n) ? n : fallback;
}

