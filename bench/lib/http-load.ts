import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; requests: number };

/**
 * Bounded HTTP load from autocannon: `connections` keep-alive connections, each cycling through
 * `paths` in order, for `seconds`. Any error or non-2xx answer fails the run: a benchmark of
 * error pages would measure the wrong thing.
 */
export async function httpLoad(baseUrl: string, paths: string[], connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`load on ${baseUrl}: ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx answers`);
  }
  const requests = result['2xx'];
  return {
    requestsPerSecond: requests / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests,
  };
}
