import net from 'node:net';

/** A TCP port nobody listens on right now: the OS picks it, or the first free one of PORTAL_PORT_RANGE ("8450-8499")
 * on a machine where each engineer has a range. */
export async function freePort() {
  const range = /^(\d+)-(\d+)$/.exec(process.env.PORTAL_PORT_RANGE ?? '');
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port += 1) {
      if (await canListen(port)) return port;
    }
    throw new Error(`no free port in PORTAL_PORT_RANGE ${process.env.PORTAL_PORT_RANGE}`);
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something accepts connections on localhost:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
