import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CPU_OF = fileURLToPath(new URL('./cpu-of.mjs', import.meta.url));

/**
 * Runs a command in its own process group (so the whole tree can be stopped by its id) and resolves
 * with its exit code. Output goes to the terminal, or to `logFile` when given (parallel steps), and is
 * also kept in memory when `capture` is set (to read test counts from a reporter). With `onCpu`, on Linux, the command
 * runs under cpu-of.mjs and `onCpu` gets the CPU seconds it and its descendants used. `prefix` starts each line of its
 * output (several commands writing to one terminal).
 */
export function runCommand(cmd, args, { cwd, env, logFile, capture = false, onSpawn, onCpu, prefix } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'a') : null;
    const pipe = capture || out !== null || Boolean(prefix);
    const cpuFile = onCpu && process.platform === 'linux' ? path.join(os.tmpdir(), `portal-cpu-${process.pid}-${randomUUID()}`) : null;
    const [file, argv] = cpuFile ? [process.execPath, [CPU_OF, cpuFile, cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', pipe ? 'pipe' : 'inherit', pipe ? 'pipe' : 'inherit'],
      detached: true,
    });
    onSpawn?.(child);
    let text = '';
    const write = (stream, chunk) => {
      if (out !== null) fs.writeSync(out, chunk);
      else stream.write(chunk);
    };
    const flushes = [];
    const sink = (stream) => {
      let partial = '';
      flushes.push(() => partial && write(stream, `${prefix}${partial}\n`));
      return (chunk) => {
        if (capture) text += chunk.toString();
        if (!prefix) return write(stream, chunk);
        const lines = (partial + chunk.toString()).split('\n');
        partial = lines.pop();
        if (lines.length) write(stream, lines.map((line) => `${prefix}${line}\n`).join(''));
      };
    };
    if (pipe) {
      child.stdout.on('data', sink(process.stdout));
      child.stderr.on('data', sink(process.stderr));
    }
    child.on('error', (error) => {
      const msg = `failed to start ${cmd}: ${error.message}\n`;
      if (out !== null) fs.writeSync(out, msg);
      else process.stderr.write(msg);
    });
    child.on('close', (code, signal) => {
      if (prefix) for (const flush of flushes) flush();
      if (out !== null) fs.closeSync(out);
      if (cpuFile) {
        try {
          onCpu(Number(fs.readFileSync(cpuFile, 'utf8')));
          fs.rmSync(cpuFile);
        } catch {
          // stopped before it could write its figure
        }
      }
      resolve({ code: code ?? (signal ? 128 : 1), signal, output: text });
    });
  });
}

/** Stops a process group started by runCommand (by its id), politely first. */
export function stopGroup(child, signal = 'SIGTERM') {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* already gone */
  }
}
