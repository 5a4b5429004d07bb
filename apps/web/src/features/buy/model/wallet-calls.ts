import { seaportAbi } from '@nft/contracts/abi';
import {
  BaseError,
  decodeFunctionData,
  erc20Abi,
  InsufficientFundsError,
  parseEventLogs,
  zeroAddress,
  type Address,
  type Hash,
  type Hex,
  type TransactionReceipt,
} from 'viem';
import { i18n } from '../../../i18n/i18n';
import { publicClientOf, readTokenBalance } from '../../../lib/chain-read/public-client';
import { fundsVerdict, type FundsVerdict } from './funds-verdict';

// This module pulls in viem and (through the wallet's lazy entry) wagmi: the buy hooks load it on
// demand, so the NFT page's first load stays small.

export type RawTransaction = { to: string; data: string; value: string };

/** What the fill routes answer: Seaport fulfilments and ERC-20 approvals, nothing else. */
const knownCalls = [...seaportAbi, ...erc20Abi] as const;

/**
 * docs/product.md (spec section 8): reads the buyer's balances and the transaction's gas before the
 * wallet opens. A node that refuses to estimate for lack of funds is "insufficient funds" too; any
 * other estimation failure (e.g. an approval still to send) leaves the verdict to the balances.
 */
export async function checkBuyerFunds(input: {
  chain: string;
  buyer: string;
  currency: string;
  price: bigint;
  transaction: RawTransaction;
}): Promise<FundsVerdict> {
  const client = await publicClientOf(input.chain);
  const account = input.buyer as Address;
  const value = BigInt(input.transaction.value);
  const native = input.currency.toLowerCase() === zeroAddress;
  const [nativeBalance, gasPrice] = await Promise.all([client.getBalance({ address: account }), client.getGasPrice()]);
  const currencyBalance = native ? nativeBalance : await readTokenBalance(input.chain, input.currency, account);
  if (currencyBalance < input.price) return 'insufficient_balance';
  let gas = 300_000n;
  try {
    gas = await client.estimateGas({ account, to: input.transaction.to as Address, data: input.transaction.data as Hex, value });
  } catch (error) {
    if (error instanceof BaseError && error.walk((cause) => cause instanceof InsufficientFundsError)) return 'insufficient_funds';
  }
  return fundsVerdict({ price: input.price, currencyBalance, nativeBalance, value, gasCost: gas * gasPrice });
}

/**
 * Sends a transaction the API built, from the connected wallet, through the wallet's own contract
 * write (chain switch, simulation with decoded reverts, then the wallet). Decoding it against the
 * ABIs it must use refuses anything else. A wallet that answers without a hash is the spec's
 * "No trade hash was obtained".
 */
export async function sendBuiltTransaction(chain: string, transaction: RawTransaction): Promise<Hash> {
  const { sendWalletTransaction } = await import('../../wallet/contract-write');
  const { functionName, args } = decodeFunctionData({ abi: knownCalls, data: transaction.data as Hex });
  const { hash } = await sendWalletTransaction({
    chain,
    to: transaction.to as Address,
    abi: knownCalls,
    functionName,
    args: args ?? [],
    value: BigInt(transaction.value),
  });
  if (!hash || !/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new Error(i18n.t('errors.no_trade_hash'));
  return hash;
}

export async function waitForReceipt(chain: string, hash: Hash): Promise<TransactionReceipt> {
  const { waitForWalletReceipt } = await import('../../wallet/contract-write');
  return waitForWalletReceipt({ chain, hash });
}

/** The orders a mined transaction fulfilled (Seaport's OrderFulfilled events), lower-case hashes. */
export function fulfilledOrderHashes(receipt: TransactionReceipt): Set<string> {
  const events = parseEventLogs({ abi: seaportAbi, eventName: 'OrderFulfilled', logs: receipt.logs });
  return new Set(events.map((event) => event.args.orderHash.toLowerCase()));
}
