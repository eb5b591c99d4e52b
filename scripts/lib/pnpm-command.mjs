import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '9.15.0';

/** The command line that runs pnpm here: a matching global pnpm, else npx with a pinned version. */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}
