import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

export type ChildServer = { child: ChildProcess; url: string; stop(): Promise<void> };

/**
 * Starts a benchmark server script in its own Node process (through tsx), so the load generator
 * never shares its event loop, and waits for the `{ url }` message it sends once listening.
 * `hello` is sent first for servers that need their input before they listen.
 */
export async function startChildServer(
  script: string,
  options: { env?: NodeJS.ProcessEnv; hello?: unknown; execArgv?: string[] } = {},
): Promise<ChildServer> {
  const child = fork(script, {
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  if (options.hello !== undefined) child.send(options.hello as object);
  const ready = once(child, 'message') as Promise<[{ url: string }]>;
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${script} exited with ${String(code)} before it listened`);
  });
  const [{ url }] = await Promise.race([ready, exited]);
  exited.catch(() => undefined);
  return {
    child,
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const done = once(child, 'exit');
      child.send('stop');
      await done;
    },
  };
}
