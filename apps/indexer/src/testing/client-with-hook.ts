import type { PublicClient } from 'viem';

/** What a hooked client runs at the start of the follower's next tick (its head read), once. */
export type HeadHook = { beforeHead?: () => Promise<void> };

/**
 * A client whose next head read first runs `hook.beforeHead`: whatever it does happens between two of the follower's
 * ticks (or between its reads of one tick), at the one point a slow machine can put it.
 */
export function clientWithHook(client: PublicClient, hook: HeadHook): PublicClient {
  const getBlockNumber = client.getBlockNumber.bind(client);
  client.getBlockNumber = async (args) => {
    const run = hook.beforeHead;
    hook.beforeHead = undefined;
    if (run) await run();
    return getBlockNumber(args);
  };
  return client;
}
