import { isAddress } from 'viem';

export type AllowlistInput = {
  /** Distinct addresses, lower-case, in the order first given. */
  addresses: string[];
  /** 1-based line numbers of entries that are not EVM addresses. */
  invalidLines: number[];
};

/**
 * The allowlist as a creator pastes it (or loads a .txt/.csv): one address per line, or separated by
 * commas, semicolons or spaces; blank lines ignored, duplicates kept once (the merkle tree holds each once).
 */
export function parseAllowlist(text: string): AllowlistInput {
  const seen = new Set<string>();
  const addresses: string[] = [];
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    for (const entry of line.split(/[\s,;]+/).filter((part) => part !== '')) {
      if (!isAddress(entry)) {
        if (invalidLines.at(-1) !== index + 1) invalidLines.push(index + 1);
        continue;
      }
      const address = entry.toLowerCase();
      if (seen.has(address)) continue;
      seen.add(address);
      addresses.push(address);
    }
  });
  return { addresses, invalidLines };
}
