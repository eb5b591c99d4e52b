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
