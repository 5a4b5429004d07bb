import { createServer, type Socket } from 'node:net';

export type SilentServer = {
  url: string;
  /** Connections that sent a request and were then closed by the client: callers that gave up waiting. */
  abandoned(): number;
  close(): Promise<void>;
};

/** A TCP server that accepts connections and never answers: the worst kind of RPC node. */
export async function startSilentServer(): Promise<SilentServer> {
  const sockets = new Set<Socket>();
  let abandoned = 0;
  let closing = false;
  const server = createServer((socket) => {
    sockets.add(socket);
    let asked = false;
    socket.on('data', () => (asked = true));
    socket.on('close', () => {
      sockets.delete(socket);
      if (asked && !closing) abandoned++;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('silent server has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    abandoned: () => abandoned,
    close: async () => {
      closing = true;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
