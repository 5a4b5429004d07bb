import { describe, expect, it } from 'vitest';
import { pipelined } from './pipelined';

describe('pipelined', () => {
  it('builds the next statement while one runs, never runs two at once, and keeps the order', async () => {
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const results = await pipelined(
      [1, 2, 3],
      (n) => {
        events.push(`build ${n}`);
        return n * 10;
      },
      async (query) => {
        running++;
        most = Math.max(most, running);
        events.push(`run ${query}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        events.push(`done ${query}`);
        return query + 1;
      },
    );
    expect(results).toEqual([11, 21, 31]);
    expect(most).toBe(1);
    // The second statement is built before the first one's answer is awaited.
    expect(events.slice(0, 4)).toEqual(['build 1', 'run 10', 'build 2', 'done 10']);
  });

  it('throws the failure of a statement and runs none after it', async () => {
    const ran: number[] = [];
    const run = pipelined(
      [1, 2, 3],
      (n) => n,
      async (n) => {
        ran.push(n);
        if (n === 1) throw new Error('statement 1 failed');
        return n;
      },
    );
    await expect(run).rejects.toThrow('statement 1 failed');
    expect(ran).toEqual([1]);
  });
});
