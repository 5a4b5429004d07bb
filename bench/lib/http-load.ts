import autocannon from 'autocannon';

export type LoadResult = { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number; requests: number };

/**
 * What each request asks for: a list of paths each connection cycles through in order, or a
 * function giving the path of the n-th request of the run (n counts across all connections), for
 * loads where no two requests may be alike.
 */
export type LoadPaths = string[] | ((n: number) => string);

/**
 * Bounded HTTP load from autocannon: `connections` keep-alive connections for `seconds`. Any error
 * or non-2xx answer fails the run: a benchmark of error pages would measure the wrong thing.
 */
export async function httpLoad(baseUrl: string, paths: LoadPaths, connections: number, seconds: number): Promise<LoadResult> {
  let sent = 0;
  const requests =
    typeof paths === 'function'
      ? [{ method: 'GET' as const, setupRequest: (request: { path?: string }) => ({ ...request, path: paths(sent++) }) }]
      : paths.map((path) => ({ method: 'GET' as const, path }));
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`load on ${baseUrl}: ${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx answers`);
  }
  const answered = result['2xx'];
  return {
    requestsPerSecond: answered / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: answered,
  };
}
