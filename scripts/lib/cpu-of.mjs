// `node cpu-of.mjs <file> <command> [args...]`: runs the command and, when it has ended, writes to <file> the CPU
// seconds (user + system) it and every descendant it waited for used. Linux keeps that sum for a parent in
// /proc/self/stat (cutime, cstime: fields 16 and 17, in USER_HZ ticks, 100 a second); processes that detach from their
// parent (a daemon such as PostgreSQL's server) are not in it. `npm test` prints each step's figure (scripts/test.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

const [file, cmd, ...args] = process.argv.slice(2);
const child = spawn(cmd, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  process.stderr.write(`failed to start ${cmd}: ${error.message}\n`);
  process.exit(127);
});
child.on('exit', (code, signal) => {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // The fields after the command's name (in parentheses, which may hold spaces): the state is field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    fs.writeFileSync(file, String((Number(fields[13]) + Number(fields[14])) / 100));
  } catch {
    // not Linux: no figure
  }
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1));
});
