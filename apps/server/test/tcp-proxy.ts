import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * How the proxy treats the link: `pass` forwards; `refuse` cuts every open connection and refuses new ones (the
 * port is closed: ECONNREFUSED); `blackhole` is a network partition: connections stay open and new ones are
 * accepted, but not a byte crosses either way. As TCP retransmits across a partition, bytes are held back rather
 * than lost, and arrive once the mode is `pass` again (late answers to queries a client has given up on included).
 */
export type ProxyMode = 'pass' | 'refuse' | 'blackhole';

export interface TcpProxy {
  readonly port: number;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream?: Socket;
}

/** A TCP proxy on 127.0.0.1 to `target`, that a test can cut or black-hole (the database outages of decision 0046). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const links = new Set<Link>();

  const cut = (link: Link) => {
    links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  };
  const flow = (link: Link) => {
    if (!link.upstream) {
      const upstream = createConnection(target);
      upstream.on('error', () => cut(link));
      upstream.on('close', () => cut(link));
      link.upstream = upstream;
    }
    link.client.pipe(link.upstream);
    link.upstream.pipe(link.client);
  };
  const hold = (link: Link) => {
    link.client.unpipe();
    link.upstream?.unpipe();
    link.client.pause();
    link.upstream?.pause();
  };

  const server: Server = createServer((client) => {
    const link: Link = { client };
    links.add(link);
    client.on('error', () => cut(link));
    client.on('close', () => cut(link));
    if (mode === 'blackhole') hold(link);
    else flow(link);
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    port,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      if (next === 'blackhole') for (const link of links) hold(link);
      if (next === 'refuse') {
        for (const link of [...links]) cut(link);
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      if (previous === 'refuse') await listen(port);
      if (previous === 'blackhole') for (const link of links) flow(link);
    },
    async close() {
      for (const link of [...links]) cut(link);
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
