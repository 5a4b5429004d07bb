import { z } from 'zod';
import { isChainSymbol, isLocalChainSymbol } from '../chain-symbol';
import { ChainConfigError, describeIssues } from './chain-config-error';
import type { ChainRegistryConfig } from './chain-registry-config';
import { chainRegistryConfigSchema } from './chain-registry-config-schema';

type Draft = {
  rpcUrls: Record<string, string>;
  explorerUrls: Record<string, string>;
  localChains: { enabled: boolean; rpcUrls: Record<string, string> };
  contracts?: unknown;
  paymentTokens?: unknown;
};

const urlVariable = /^(RPC_URL|EXPLORER_URL)_(.+)$/;
const booleanSchema = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' });
const jsonVariables = { contracts: 'CHAIN_CONTRACTS', paymentTokens: 'CHAIN_PAYMENT_TOKENS' } as const;

/** Maps a config path back to the variable that set it, so errors name what the operator wrote. */
function variableOf(path: PropertyKey[]): string {
  const [section, key, ...rest] = path.map(String);
  if (section === 'rpcUrls' || section === 'explorerUrls') {
    return `${section === 'rpcUrls' ? 'RPC_URL' : 'EXPLORER_URL'}_${key?.toUpperCase()}`;
  }
  if (section === 'localChains') return key === 'rpcUrls' ? `RPC_URL_${rest[0]?.toUpperCase()}` : 'LOCAL_CHAINS';
  const variable = jsonVariables[section as keyof typeof jsonVariables] ?? section;
  const inner = [key, ...rest].filter((part) => part !== undefined).join('.');
  return inner ? `${variable} (${inner})` : `${variable}`;
}

function readJson(name: string, raw: string, issues: string[]): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    issues.push(`${name}: must be JSON`);
    return undefined;
  }
}

/**
 * Reads chain configuration from environment variables (pass `process.env`; this package stays free
 * of Node APIs). RPC_URL_<SYMBOL> and EXPLORER_URL_<SYMBOL> set a chain's URLs (RPC_URL_BSC also
 * activates bsc); LOCAL_CHAINS=false turns the development chains off; CHAIN_CONTRACTS and
 * CHAIN_PAYMENT_TOKENS hold JSON keyed by chain symbol. Empty values count as unset. Throws
 * ChainConfigError naming every bad variable.
 */
export function chainConfigFromEnv(env: Record<string, string | undefined>): ChainRegistryConfig {
  const issues: string[] = [];
  const draft: Draft = { rpcUrls: {}, explorerUrls: {}, localChains: { enabled: true, rpcUrls: {} } };
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    const match = urlVariable.exec(name);
    if (!value || !match) continue;
    const symbol = match[2]!.toLowerCase();
    if (!isChainSymbol(symbol)) {
      issues.push(`${name}: unknown chain symbol "${symbol}"`);
    } else if (match[1] === 'EXPLORER_URL') {
      draft.explorerUrls[symbol] = value;
    } else {
      (isLocalChainSymbol(symbol) ? draft.localChains.rpcUrls : draft.rpcUrls)[symbol] = value;
    }
  }
  const localChains = env.LOCAL_CHAINS?.trim();
  if (localChains) {
    const parsed = booleanSchema.safeParse(localChains);
    if (parsed.success) draft.localChains.enabled = parsed.data === 'true' || parsed.data === '1';
    else issues.push(...describeIssues(parsed.error, () => 'LOCAL_CHAINS'));
  }
  for (const [field, name] of Object.entries(jsonVariables)) {
    const raw = env[name]?.trim();
    if (raw) draft[field as keyof typeof jsonVariables] = readJson(name, raw, issues);
  }
  const result = chainRegistryConfigSchema.safeParse(draft);
  if (!result.success) issues.push(...describeIssues(result.error, variableOf));
  if (issues.length > 0) throw new ChainConfigError(issues);
  return draft as ChainRegistryConfig;
}
