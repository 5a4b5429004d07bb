import type { Server } from 'node:http';

/**
 * The child side of bench/lib/child-server.ts for a bare node:http server: listens on a free loopback port, sends the
 * parent `{ url }`, and on 'stop' cuts every connection, closes and runs `release` (a pool, say) before exiting.
 */
export function serveToParent(server: Server, release: () => Promise<void> = async () => undefined): void {
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('the benchmark server has no address');
    process.send?.({ url: `http://127.0.0.1:${address.port}` });
  });
  process.on('message', (message) => {
    if (message !== 'stop') return;
    server.closeAllConnections();
    server.close(() => void release().then(() => process.exit(0)));
  });
}
