import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * Runs a command in its own process group (so the whole tree can be stopped by its id) and resolves
 * with its exit code. Output goes to the terminal, or to `logFile` when given (parallel steps), and is
 * also kept in memory when `capture` is set (to read test counts from a reporter).
 */
export function runCommand(cmd, args, { cwd, env, logFile, capture = false, onSpawn } = {}) {
  return new Promise((resolve) => {
    const out = logFile ? fs.openSync(logFile, 'a') : null;
    const pipe = capture || out !== null;
    const child = spawn(cmd, args, {
      cwd,
      env: env ?? process.env,
      stdio: ['ignore', pipe ? 'pipe' : 'inherit', pipe ? 'pipe' : 'inherit'],
      detached: true,
    });
    onSpawn?.(child);
    let text = '';
    const sink = (stream) => (chunk) => {
      if (capture) text += chunk.toString();
      if (out !== null) fs.writeSync(out, chunk);
      else stream.write(chunk);
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
      if (out !== null) fs.closeSync(out);
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
