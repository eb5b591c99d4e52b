import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root (scripts/lib/../..), whatever the current directory is. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the scripts keep their stamps: inside node_modules, so a fresh clone has none. */
export const STAMP_DIR = path.join(ROOT, 'node_modules', '.cache', 'portal');

export const RESULTS_DIR = path.join(ROOT, 'test-results');
