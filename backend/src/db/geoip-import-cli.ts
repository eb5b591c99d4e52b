// `npm run geoip:import -- <file.csv> --source "DB-IP country lite 2026-11"` (ADR 0114): replaces the platform's
// geo-IP set (IPv4/IPv6 ranges to countries) of the configured database (DATABASE_URL, or the embedded PGlite of
// DATA_DIR) with a "country lite" CSV (`network,country` or `start,end,country`), all or nothing: a file with a wrong
// line changes nothing and every wrong line is printed. `npm run geoip:import -- --status` prints the loaded set.
// No download: the operator fetches the file from MaxMind or DB-IP under their licence and passes it here.
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../config';
import { currentGeoSource, importGeoCsv } from '../modules/geoip/geoip-store';
import { openDatabase, runMigrations } from './client';

const args = process.argv.slice(2);
const source = args.includes('--source') ? args[args.indexOf('--source') + 1] ?? '' : '';
const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--source');

const config = loadConfig();
const database = await openDatabase(config);
try {
  await runMigrations(database.db);
  if (!args.includes('--status')) {
    if (!file) throw new Error('Give the CSV file: npm run geoip:import -- <file.csv> --source "<where it came from>"');
    const started = Date.now();
    const result = await importGeoCsv(database.db, { csv: await readFile(file, 'utf8'), source, loadedBy: null, now: new Date() });
    if (!result.ok) {
      for (const error of result.errors) console.error(error);
      console.error('Nothing was changed: the loaded set stays as it was.');
      process.exitCode = 1;
    } else {
      console.log(`Loaded ${result.source.rangeCount} ranges in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  }
  const current = await currentGeoSource(database.db);
  console.log(current ? `Geo-IP set: ${current.source}, ${current.rangeCount} ranges, loaded ${current.loadedAt.toISOString()}` : 'No geo-IP set is loaded: every IP country is unknown.');
} finally {
  await database.close();
}
