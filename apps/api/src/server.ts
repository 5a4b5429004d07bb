import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@nft/db';

/** Something to stop on shutdown, after the HTTP server has drained (an indexer, a devnet, a queue). */
export type Closer = { name: string; close(): Promise<void> | void };

export type StartServerOptions = {
  app: FastifyInstance;
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Closed in order once in-flight requests are done. */
  onClose?: readonly Closer[];
  /** Closed last, after every other closer, since they may still write to it. */
  database?: DatabaseHandle;
  /** After this, a signal-triggered shutdown gives up and exits with 1. */
  shutdownTimeoutMs?: number;
  /** Signals that trigger shutdown and exit; false leaves signal handling to the caller. */
  signals?: readonly NodeJS.Signals[] | false;
  /** How a signal-triggered shutdown ends the process (replaced in tests). */
  exit?: (code: number) => void;
};

export type RunningServer = {
  url: string;
  port: number;
  /**
   * Stops accepting connections, lets in-flight requests finish, then runs the closers and closes
   * the database. Safe to call more than once. Resolves to false when some step failed (logged).
   */
  close(): Promise<boolean>;
};

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const { app, host, port, signals = ['SIGINT', 'SIGTERM'], shutdownTimeoutMs = 10_000 } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  await app.listen({ host, port });
  const address = app.server.address() as AddressInfo;

  let closing: Promise<boolean> | undefined;
  const close = () => (closing ??= shutdown(options).finally(removeListeners));
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      return exit(1);
    }
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error({ shutdownTimeoutMs }, 'shutdown timed out');
      exit(1);
    }, shutdownTimeoutMs);
    void close().then((clean) => {
      clearTimeout(timer);
      exit(clean ? 0 : 1);
    });
  };
  const listening = signals === false ? [] : signals;
  for (const signal of listening) process.on(signal, onSignal);
  function removeListeners() {
    for (const signal of listening) process.off(signal, onSignal);
  }

  const hostname = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { url: `http://${hostname}:${address.port}`, port: address.port, close };
}

async function shutdown({ app, onClose = [], database }: StartServerOptions): Promise<boolean> {
  const steps: Closer[] = [{ name: 'http server', close: () => app.close() }, ...onClose];
  if (database) steps.push({ name: 'database', close: () => database.close() });
  let clean = true;
  for (const step of steps) {
    try {
      await step.close();
    } catch (error) {
      clean = false;
      app.log.error({ err: error }, `closing the ${step.name} failed`);
    }
  }
  app.log.info({ clean }, 'shut down');
  return clean;
}
