import fs from 'node:fs';
import path from 'node:path';

/** The memory file system Linux mounts for shared memory; containers often give it only 64 MB. */
const SHM = '/dev/shm';
/** Free space it needs for the suite's files: the PostgreSQL cluster (~250 MB), PGlite's templates and copies (~150 MB each run). */
const MIN_FREE = 2 * 1024 ** 3;

/**
 * /dev/shm when it has room for the test steps' database files, else null. Every backend test file starts from a
 * copy of a seeded template (PostgreSQL's CREATE DATABASE ... TEMPLATE, PGlite's copied directory) and drops it
 * again, about 300 to 1 000 files each way; on ext4 the kernel's search for a free inode among so many just deleted
 * took most of PostgreSQL's CPU (51 of its 63 s for half the suite, `perf`: `find_get_block_common`,
 * `recently_deleted`, `ext4_get_group_desc`) and a third of the PGlite suite's (system time 34 s of 112). A memory
 * file system has no such search (ADR 0138).
 */
export function memoryFsParent({ mount = SHM, minFree = MIN_FREE } = {}) {
  try {
    const { bavail, bsize } = fs.statfsSync(mount);
    return bavail * bsize >= minFree ? mount : null;
  } catch {
    return null;
  }
}

/**
 * A temp dir of this run's own in /dev/shm (the caller removes it), or null when there is no room. Readable by all, as
 * /tmp is: a throwaway PostgreSQL cluster made in it belongs to the postgres user.
 */
export function makeMemoryTempDir(prefix, where = {}) {
  const parent = memoryFsParent(where);
  if (!parent) return null;
  const dir = fs.mkdtempSync(path.join(parent, prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}
