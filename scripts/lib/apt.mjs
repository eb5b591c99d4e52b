import { runCommand } from './run.mjs';
import { info } from './log.mjs';

let updated = false;

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Installs Debian packages with apt-get (CI runs as root). `apt-get update` runs once per process first,
 * because a fresh machine's package lists may be empty or old.
 */
export async function aptInstall(packages, options = {}) {
  if (!isRoot()) {
    throw new Error(`${packages.join(', ')} missing and not running as root: install with "sudo apt-get install -y ${packages.join(' ')}"`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!updated) {
    info('apt-get update');
    const { code } = await runCommand('apt-get', ['update'], { env, ...options });
    if (code !== 0) throw new Error('apt-get update failed');
    updated = true;
  }
  info(`apt-get install -y ${packages.join(' ')}`);
  const { code } = await runCommand('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env, ...options });
  if (code !== 0) throw new Error(`apt-get install ${packages.join(' ')} failed`);
}

export { isRoot };

let early = null;

/**
 * Installs, in the background, the Debian packages later steps will need and the machine lacks (a fresh CI machine:
 * Chromium for the e2e steps, PostgreSQL for the backend's database tests), so that their download and unpacking
 * overlap the build instead of delaying the steps that need them. One apt-get run for all (dpkg takes one at a time).
 * A failure is left to the step that needs the package: it installs it itself and reports.
 */
export function installEarly(packages, options = {}) {
  if (packages.length === 0 || !isRoot()) return;
  info(`installing ${packages.join(', ')} in the background (later steps need them)`);
  early = aptInstall(packages, options).catch((error) => {
    info(`background install of ${packages.join(', ')} failed (${error.message}): the steps that need them try again`);
  });
}

/** Waits for installEarly's apt-get to finish (a later apt-get would fight over dpkg's lock). */
export async function earlyInstallDone() {
  if (early) await early;
}
