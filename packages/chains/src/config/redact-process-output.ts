import { chainConfigFromEnv } from './chain-config-from-env';
import { createChainRegistry } from '../registry/create-chain-registry';
import { rpcUrlRedactor } from './rpc-url-redactor';

/**
 * Every line this process writes to stdout or stderr passes through the RPC URL redactor: the
 * indexer and the embedded `npm start` process log with console, and viem's errors quote the RPC URL, whose path often holds a provider
 * key (docs/security.md, RPC keys in logs). Installed first thing in each process's main, before anything logs.
 */
export function redactProcessOutput(env: Record<string, string | undefined>): (text: string) => string {
  const registry = createChainRegistry(chainConfigFromEnv(env));
  const redact = rpcUrlRedactor(registry.all().map((chain) => ({ label: chain.symbol, url: chain.rpcUrl })));
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      write(
        typeof chunk === 'string' ? redact(chunk) : chunk instanceof Uint8Array ? redact(Buffer.from(chunk).toString('utf8')) : chunk,
        ...rest,
      )) as typeof stream.write;
  }
  return redact;
}
