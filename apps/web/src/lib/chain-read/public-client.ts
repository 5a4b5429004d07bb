import { createPublicClient, erc20Abi, http, zeroAddress, type Address, type PublicClient } from 'viem';
import { i18n } from '../../i18n/i18n';
import { getChainRegistry } from '../chain-registry/get-chain-registry';

// viem comes with this module: only code that loads on demand (the trading dialogs) imports it, so the first screens
// stay small (docs/decisions/033-first-load-javascript.md).

/** A read-only client of an EVM chain of the registry, over its public RPC. */
export async function publicClientOf(chain: string): Promise<PublicClient> {
  const { chains } = await getChainRegistry();
  const entry = chains.find((candidate) => candidate.symbol === chain);
  if (entry?.family !== 'evm') throw new Error(i18n.t('errors.unsupported_chain'));
  return createPublicClient({ transport: http(entry.rpcUrl) });
}

const erc20BalanceAbi = erc20Abi.filter((item) => item.type === 'function' && item.name === 'balanceOf');

/** `account`'s balance of `token` (an ERC-20 address, or the zero address for the native currency), in base units. */
export async function readTokenBalance(chain: string, token: string, account: string): Promise<bigint> {
  const client = await publicClientOf(chain);
  const address = account as Address;
  if (token.toLowerCase() === zeroAddress) return client.getBalance({ address });
  return client.readContract({ address: token as Address, abi: erc20BalanceAbi, functionName: 'balanceOf', args: [address] });
}
