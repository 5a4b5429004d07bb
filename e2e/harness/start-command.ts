import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo-paths';

export type StartedCommand = { url: string; output: string[]; child: ChildProcess; stop(): Promise<number | null> };

export type StartOptions = {
  timeoutMs?: number;
  /** Run it under `sh -c`, as npm does; the shell is then `child`, and killing it alone is what npm's death looks like. */
  throughShell?: boolean;
};

/**
 * Runs the README's start command (`node scripts/start.mjs`, what `npm start` runs) as a user would,
 * waits for the line announcing the URL, and stops it with SIGINT like Ctrl-C.
 */
export function runStartCommand(
  env: Record<string, string>,
  { timeoutMs = 240_000, throughShell = false }: StartOptions = {},
): Promise<StartedCommand> {
  const script = join(repoRoot, 'scripts/start.mjs');
  // `; exit $?` keeps the shell as the script's parent (a lone command may be exec'd in its place), as under npm.
  const [command, args] = throughShell ? ['sh', ['-c', `"${process.execPath}" "${script}"; exit $?`]] : [process.execPath, [script]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`start command printed no URL within ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /Marketplace running at (http:\/\/\S+)/.exec(output.join(''));
      if (match) {
        clearTimeout(timer);
        resolve({ url: match[1]!, output, child, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`start command exited with ${code} before serving:\n${output.join('')}`));
    });
  });
}
