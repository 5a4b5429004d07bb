import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

// A marketplace's ports are chosen before it starts and listened on seconds later (after its chains are up), and a
// worker's snapshot keeps its two ports for every file of the worker. A port the OS hands out for port 0 comes from
// its ephemeral range, where any outgoing connection or other port-0 listener may take it in the meantime: CI once
// failed a file with EADDRINUSE on such a port. So the ports come from below that range, from a block of its own
// for each Vitest worker, and are never handed out twice in a worker.
const lowest = 20_000;
const blockSize = 1_500;
const handedOut = new Set<number>();

/** The first port of the kernel's ephemeral range (Linux), or the common default where it cannot be read. */
function ephemeralStart(): number {
  try {
    const start = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(start) && start > 0 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

/** This worker's block of ports, or undefined when the ephemeral range leaves no room below it. */
function workerBlock(): { from: number; size: number } | undefined {
  const blocks = Math.floor((ephemeralStart() - lowest) / blockSize);
  if (blocks < 1) return undefined;
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return { from: lowest + ((Math.max(worker, 1) - 1) % blocks) * blockSize, size: blockSize };
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port the OS picks for port 0 (its ephemeral range): the fallback. */
function ephemeralPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A free port on 127.0.0.1 for a marketplace to listen on later, outside the ephemeral range when it can be. */
export async function freePort(): Promise<number> {
  const block = workerBlock();
  for (let attempt = 0; block && attempt < 100; attempt++) {
    const port = block.from + randomInt(block.size);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
  return ephemeralPort();
}
