// Also on embedded PGlite: an empty data directory: initdb, every migration and the seed on the embedded database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { openDatabase, runMigrations, type Database } from '../src/db/client';
import { merchants, roles, tenants, users } from '../src/db/schema';
import { seedDatabase, seedIds } from '../src/db/seed';
import { freshDatabase } from './helpers/server';

describe('deterministic seed', () => {
  let database: Database;
  let target: Awaited<ReturnType<typeof freshDatabase>>;
  before(async () => {
    target = await freshDatabase();
    database = await openDatabase({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL });
    await runMigrations(database.db);
  });
  after(async () => {
    await database?.close();
    await target?.drop();
  });

  const merchantCount = async () => (await database.db.select({ n: count() }).from(merchants))[0]!.n;

  it('seeds the two tenants, the demo accounts and SEED_SIZE merchants per tenant, with stable ids', async () => {
    assert.deepEqual(await seedDatabase(database.db, { seedSize: 30 }), { seeded: true });
    const names = (await database.db.select().from(tenants)).map((x) => [x.name, x.supportEmail, x.isDefaultTenant]);
    assert.deepEqual(names.sort(), [['Acme Payments', 'support@acme.test', true], ['Globex Pay', 'support@globex.test', false]]);
    assert.equal((await database.db.select({ n: count() }).from(users))[0]!.n, 11, 'the demo accounts, ops@ (platform@\'s colleague) among them');
    assert.equal(await merchantCount(), 7 + 60);
    const [blue] = await database.db.select().from(merchants).where(eq(merchants.id, seedIds.merchant('blue-bottle')));
    assert.equal(blue?.legalBusinessName, 'Blue Bottle Coffee Ltd');
    const [generated] = await database.db.select().from(merchants).where(eq(merchants.id, seedIds.generatedMerchant('acme', 7)));
    assert.equal(generated?.legalBusinessName, 'Acme Merchant 0000007 Ltd');
  });

  it('is idempotent and tops up when SEED_SIZE grows', async () => {
    assert.deepEqual(await seedDatabase(database.db, { seedSize: 30 }), { seeded: false });
    assert.equal(await merchantCount(), 67);
    await seedDatabase(database.db, { seedSize: 45 });
    assert.equal(await merchantCount(), 7 + 90);
  });

  it('brings demo role permissions back in line with the catalogue on start', async () => {
    const id = seedIds.role('acme', 'tenantViewer');
    await database.db.update(roles).set({ permissions: ['Stale.Permission'] }).where(eq(roles.id, id));
    await seedDatabase(database.db, { seedSize: 0 });
    const [role] = await database.db.select().from(roles).where(eq(roles.id, id));
    assert.deepEqual(role?.permissions, ['CRM.Dashboard.View']);
  });
});
