import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '@nft/shared';
import { anvilBinaryPath } from './anvil-binary';
import { findFreePort } from './free-port';
import { OutputTail } from './output-tail';
import { watchdogScript } from './watchdog-script';

export type StartAnvilOptions = {
  chainId: number;
  /** 0 or undefined picks a free port. */
  port?: number;
  /** Chain state is loaded from and saved to this file (periodically and on stop). */
  stateFile?: string;
  /** How often the state file is rewritten while running; 5 s by default. */
  stateIntervalSeconds?: number;
};

export type AnvilProcess = {
  rpcUrl: string;
  port: number;
  chainId: number;
  /** Resolves once anvil has exited, after writing its state file. Safe to call twice. */
  stop(): Promise<void>;
};

type AnvilChild = ChildProcessByStdio<Writable, Readable, Readable>;

const readyTimeoutMs = 30_000;
const stopTimeoutMs = 30_000;

function anvilArgs(options: StartAnvilOptions, port: number): string[] {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(options.chainId)];
  if (options.stateFile) {
    args.push('--state', options.stateFile, '--state-interval', String(options.stateIntervalSeconds ?? 5));
  }
  return args;
}

/** Resolves true once anvil says it is listening, false if it exits or takes too long first. */
function waitUntilListening(child: AnvilChild, exited: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-200);
      if (seen.includes('Listening on')) finish(true);
    };
    const timer = setTimeout(() => finish(false), readyTimeoutMs);
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(ready);
    };
    child.stdout.on('data', onData);
    void exited.then(() => finish(false));
  });
}

function killGroup(child: AnvilChild): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch (error) {
    // ESRCH: the group is already gone, which is what we wanted.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

function stopper(child: AnvilChild, exited: Promise<unknown>): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin.end();
      // Last resort if anvil hangs: the watchdog leads its own process group, so take it all down.
      const timer = setTimeout(() => killGroup(child), stopTimeoutMs);
      await exited;
      clearTimeout(timer);
    })();
    return stopping;
  };
}

async function launch(options: StartAnvilOptions, port: number): Promise<AnvilProcess | { failure: string }> {
  const child = spawn('sh', ['-c', watchdogScript, 'anvil-watchdog', anvilBinaryPath(), ...anvilArgs(options, port)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  const output = new OutputTail();
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  // Ending stdin after the watchdog is gone raises EPIPE: expected, and worth keeping in the tail.
  child.stdin.on('error', (error) => output.push(`\nstdin: ${error.message}\n`));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = stopper(child, exited);

  if (!(await waitUntilListening(child, exited))) {
    await stop();
    return { failure: output.text() };
  }
  return { rpcUrl: `http://127.0.0.1:${port}`, port, chainId: options.chainId, stop };
}

/**
 * Starts anvil on 127.0.0.1. It stops with `stop()`, and also by itself whenever this process
 * exits, however it exits, so tests and crashed servers leave no anvil behind.
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilProcess> {
  const fixedPort = options.port ?? 0;
  // A free port can be taken between our check and anvil's bind: then try another one.
  const attempts = fixedPort > 0 ? 1 : 3;
  let failure = '';
  for (let attempt = 0; attempt < attempts; attempt++) {
    const port = fixedPort > 0 ? fixedPort : await findFreePort();
    const result = await launch(options, port);
    if (!('failure' in result)) return result;
    failure = result.failure;
    await sleep(50);
  }
  throw new AppError('service_unavailable', `anvil (chain ${options.chainId}) did not start:\n${failure}`);
}
