import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STAMP_DIR } from './paths.mjs';

export function readStamp(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(STAMP_DIR, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
}

export function writeStamp(name, value) {
  fs.mkdirSync(STAMP_DIR, { recursive: true });
  fs.writeFileSync(path.join(STAMP_DIR, `${name}.json`), JSON.stringify(value, null, 2));
}

export function hashFile(file) {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** One hash over the relative paths and contents of `files` (sorted, so the order found does not matter). */
export function hashFiles(root, files) {
  const hash = crypto.createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Every file under `dir`, skipping folders named in `skipDirs` and files `skipFile` rejects. */
export function listFiles(dir, { skipDirs = new Set(), skipFile = () => false } = {}) {
  const found = [];
  const walk = (current) => {
    let entries;
    try {
      entries = fs.readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) {
        if (!skipDirs.has(entry.name)) walk(full);
      } else if (entry.isFile() && !skipFile(entry.name, full)) {
        found.push(full);
      }
    }
  };
  walk(dir);
  return found;
}
