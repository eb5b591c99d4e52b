// Ports for the servers a test starts on a shared machine: PORTAL_PORT_RANGE ("8450-8499", one engineer's range) confines
// them, as it does the benches' and the test servers' (server.ts, scripts/lib/ports.mjs); without it the OS picks one.
// No imports beyond node's: the Playwright runner loads it (host/e2e/support/backend-process.ts, the specs' receivers).
import { createServer, type Server } from 'node:net';

function range(): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(process.env.PORTAL_PORT_RANGE ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function listenOn(server: Server, port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve(false);
      else reject(error);
    };
    const listening = () => {
      server.off('error', failed);
      resolve(true);
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, host);
  });
}

/** Makes `server` listen on `host`: the first free port of PORTAL_PORT_RANGE, or one the OS picks. Answers the port. */
export async function listenOnFreePort(server: Server, host = '127.0.0.1'): Promise<number> {
  const ports = range();
  if (!ports) {
    await listenOn(server, 0, host);
  } else {
    let port = ports[0];
    while (!(await listenOn(server, port, host))) {
      port += 1;
      if (port > ports[1]) throw new Error(`no free port in PORTAL_PORT_RANGE ${process.env.PORTAL_PORT_RANGE}`);
    }
  }
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the server has no TCP port');
  return address.port;
}

/** A port nobody listens on right now (of PORTAL_PORT_RANGE when it is set), for a process about to start. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnFreePort(probe);
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
