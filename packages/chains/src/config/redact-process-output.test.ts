import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// A child process, so the test sees exactly what the indexer or the embedded server would write to its own stdout/stderr.
const script = `
import { redactProcessOutput } from './packages/chains/src/config/redact-process-output.ts';
import { createPublicClient, http } from 'viem';
redactProcessOutput(process.env);
const error = await createPublicClient({ transport: http(process.env.RPC_URL_BSC, { retryCount: 0 }) }).getBlockNumber().catch((e) => e);
console.log('plain', process.env.RPC_URL_BSC);
console.error('follower failed:', error);
process.stdout.write(Buffer.from('buffer ' + process.env.RPC_URL_BSC + '\\n'));
`;

describe('process output (docs/security.md, RPC keys in logs)', () => {
  it('never shows a configured RPC URL, not even inside viem errors', async () => {
    const secretUrl = 'http://127.0.0.1:9/v3/SECRETKEY';
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      env: { ...process.env, RPC_URL_BSC: secretUrl },
      cwd: new URL('../../../../', import.meta.url).pathname,
    });
    const output = stdout + stderr;
    expect(output).toContain('[rpc:bsc]');
    expect(output).toContain('follower failed');
    expect(output).not.toContain('SECRETKEY');
  });
});
