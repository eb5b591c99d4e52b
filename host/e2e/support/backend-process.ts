import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../backend/test/helpers/port-range';

const ROOT = path.resolve(__dirname, '..', '..', '..');

// A port nobody listens on now (of PORTAL_PORT_RANGE when set: one engineer's range on a shared machine); a server the
// spec itself starts (a webhook receiver) listens with listenOnFreePort.
export { freePort, listenOnFreePort } from '../../../backend/test/helpers/port-range';

export interface OwnBackend {
  origin: string;
  dataDir: string;
  /** Starts (or starts again) the backend process on the same port and data dir. */
  start(): Promise<void>;
  /** SIGTERM, as a process manager stops it, and waits for the process to end. */
  stop(): Promise<void>;
  /** Stops it and removes the data dir. */
  dispose(): Promise<void>;
  /**
   * Sets the server's clock to the real time plus `offsetMs` (backend/test/helpers/movable-clock.ts); 0 puts it back.
   * The caller checks the effect through the server (an expired token refused), as the signal is handled
   * asynchronously. A restart keeps the offset.
   */
  moveClock(offsetMs: number): void;
  log(): string;
}

/**
 * A backend of the spec's own (not the shared web server): own port, own DATA_DIR, so it can be stopped
 * and started again. It runs the package's entry (backend/src/main.ts, through test/helpers/e2e-server.ts)
 * in one node process with tsx's loader, so that the stop signal reaches the server itself once.
 */
export async function ownBackend(env: Record<string, string> = {}): Promise<OwnBackend> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-own-'));
  const clockFile = path.join(dataDir, 'clock-offset-ms');
  let child: ChildProcess | null = null;
  let output = '';

  const start = async () => {
    // test/helpers/e2e-server.ts: src/main.ts on a data dir that starts as the seeded template (ADR 0037).
    child = spawn(process.execPath, ['--import', 'tsx', 'test/helpers/e2e-server.ts'], {
      cwd: path.join(ROOT, 'backend'),
      // Specs sign in from one address many times a minute: the per-address limit (ADR 0034) is not under test.
      // The shared web server's token lifetime (playwright.config.ts): 40 s, so specs here run across silent renewals too
      // and shell-session's token test renews within its 40 s.
      env: {
        ...process.env, PORT: String(port), PORTAL_ROOT: ROOT, DATA_DIR: path.join(dataDir, 'db'), RATE_LIMIT_PER_MINUTE: '100000',
        ACCESS_TOKEN_TTL: '40', E2E_MOVABLE_CLOCK_FILE: clockFile, ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d.toString()));
    child.stderr?.on('data', (d) => (output += d.toString()));
    const started = child;
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (started.exitCode !== null) throw new Error(`backend exited with ${started.exitCode}:\n${output.slice(-3000)}`);
      try {
        const res = await fetch(`${origin}/oidc/.well-known/openid-configuration`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error(`backend on ${origin} did not answer in time:\n${output.slice(-3000)}`);
  };

  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
      const force = setTimeout(() => running.kill('SIGKILL'), 15_000);
      running.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      running.kill('SIGTERM');
    });

  return {
    origin,
    dataDir,
    start,
    stop,
    dispose: async () => {
      await stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    log: () => output,
    moveClock: (offsetMs) => {
      fs.writeFileSync(clockFile, String(offsetMs));
      child?.kill('SIGUSR2');
    },
  };
}
