import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP listener on loopback (IPv4 and, where the host has it, IPv6) that only counts connections. */
export interface CountingListener {
  port: number;
  connections(): number;
  close(): Promise<void>;
}

export async function startCountingListener(): Promise<CountingListener> {
  let count = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    count++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.destroy();
  });
  // `::` with dual stack catches 127.0.0.1 and ::1 on one port; fall back to IPv4-only hosts.
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EAFNOSUPPORT' || error.code === 'EADDRNOTAVAIL') server.listen({ host: '127.0.0.1', port: 0 }, resolve);
      else reject(error);
    });
    server.listen({ host: '::', port: 0, ipv6Only: false }, resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback HTTP server for tests; its origin must be passed in `allowedTestOrigins` to be reachable. */
export interface TestHttpServer {
  origin: string;
  close(): Promise<void>;
}

export async function startTestHttpServer(handler: http.RequestListener): Promise<TestHttpServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
