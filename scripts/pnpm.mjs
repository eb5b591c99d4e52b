// Runs pnpm without assuming it is installed: a fresh machine has only Node and npm.
// Usage: node scripts/pnpm.mjs <pnpm args...>
import { spawnSync } from 'node:child_process';
import { pnpmCommand } from './lib/pnpm-command.mjs';

const [cmd, ...pre] = pnpmCommand();
const result = spawnSync(cmd, [...pre, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
