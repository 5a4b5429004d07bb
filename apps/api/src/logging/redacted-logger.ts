import { rpcUrlRedactor, type ChainRegistry } from '@nft/chains';
import { redactingStream } from './redacting-stream';

/** The text redactor for every configured RPC URL, labelled by chain (`[rpc:local1]`). */
export function chainRpcRedactor(chains: ChainRegistry): (text: string) => string {
  return rpcUrlRedactor(chains.all().map((chain) => ({ label: chain.symbol, url: chain.rpcUrl })));
}

/**
 * Fastify logger options whose output passes through the RPC URL redactor, whatever stream the
 * caller chose: provider keys live in RPC URL paths and viem quotes the URL in its errors.
 */
export function withRedaction(
  logger: boolean | Record<string, unknown>,
  redact: (text: string) => string,
): boolean | Record<string, unknown> {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  const destination = (options.stream as { write(line: string): unknown } | undefined) ?? process.stdout;
  return { ...options, stream: redactingStream(redact, destination) };
}
