import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const roots = {
  api: fileURLToPath(new URL('../../../api/src/main.ts', import.meta.url)),
  indexer: fileURLToPath(new URL('../../../indexer/src/main.ts', import.meta.url)),
};
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** What each production role prints once it serves (apps/api/src/main.ts, apps/indexer/src/main.ts). */
const ready = {
  api: /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  indexer: /indexer following (\S+)/,
};

/**
 * One production role (`node --import tsx apps/<role>/src/main.ts`) as a child process with only the
 * given environment, restartable after a SIGKILL. `ready()` answers the current incarnation's first
 * match (the API's URL), waiting for it while the process starts.
 */
export function roleProcess(role: 'api' | 'indexer', env: Record<string, string>) {
  let child: ChildProcess;
  let output = '';
  let started: Promise<string>;
  let incarnations = 0;

  function start(): void {
    incarnations += 1;
    let mine = '';
    child = spawn(process.execPath, ['--import', 'tsx', roots[role]], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const current = child;
    started = new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        mine += chunk.toString();
        output += chunk.toString();
        const match = ready[role].exec(mine);
        if (match) resolve(match[1]!);
      };
      current.stdout!.on('data', onData);
      current.stderr!.on('data', onData);
      current.once('exit', (code, signal) => reject(new Error(`${role} exited (${code ?? signal}) before it was ready:\n${mine}`)));
    });
    // A killed incarnation's rejection is expected; callers see it through ready() only.
    started.catch(() => undefined);
  }

  start();
  return {
    ready: () => started,
    output: () => output,
    incarnations: () => incarnations,
    /** SIGKILL: no handler runs, open transactions die with their connections. Resolves once the process is gone. */
    async kill(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    restart(): Promise<string> {
      start();
      return started;
    },
    /** SIGTERM at the end of a test. */
    async stop(): Promise<void> {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export type RoleProcess = ReturnType<typeof roleProcess>;
