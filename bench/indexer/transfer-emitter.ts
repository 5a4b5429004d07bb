import { concatHex, createPublicClient, createWalletClient, http, toEventSelector, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

const transferTopic = toEventSelector('Transfer(address,address,uint256)').slice(2);

/**
 * Runtime code of a tiny replay contract, assembled by hand so the benchmark needs no compiler:
 * called with (uint256 start, uint256 count) it emits ERC-721 `Transfer(this, caller, id)` for
 * ids start..start+count-1, one LOG4 each (about 2,000 gas per event).
 */
const runtime: Hex = `0x${[
  '600035', // i = calldata[0]
  '80602035', // dup i, count = calldata[32]
  '0190', // end = i + count; stack: i, end
  '5b', // 0x09 loop:
  '8181101561',
  '0042',
  '57', // if !(i < end) goto exit
  '803330', // topics: tokenId = i, to = caller, from = this
  `7f${transferTopic}`, // topic0
  '60006000a4', // LOG4(0, 0, ...)
  '60010161',
  '0009',
  '56', // i += 1; goto loop
  '5b00', // 0x42 exit: stop
].join('')}`;

function creationCode(): Hex {
  const length = (runtime.length - 2) / 2;
  // PUSH1 len DUP1 PUSH1 11 PUSH1 0 CODECOPY PUSH1 0 RETURN, then the runtime.
  const prefix: Hex = `0x60${length.toString(16).padStart(2, '0')}80600b6000396000f3`;
  return concatHex([prefix, runtime]);
}

export interface ReplayedTransfers {
  contract: Address;
  fromBlock: number;
  toBlock: number;
  events: number;
}

/** Deploys the replay contract and emits `total` transfers, `perTx` per transaction (one block each on anvil). */
export async function replayTransfers(rpcUrl: string, privateKey: Hex, total: number, perTx: number): Promise<ReplayedTransfers> {
  const transport = http(rpcUrl);
  const client = createPublicClient({ transport });
  const wallet = createWalletClient({ account: privateKeyToAccount(privateKey), transport });
  const chainId = await client.getChainId();
  const chain = {
    id: chainId,
    name: 'bench',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  };
  const deployHash = await wallet.sendTransaction({ chain, data: creationCode() });
  const deployed = await client.waitForTransactionReceipt({ hash: deployHash });
  const contract = deployed.contractAddress!;
  let fromBlock = Number.MAX_SAFE_INTEGER;
  let toBlock = 0;
  for (let start = 0; start < total; start += perTx) {
    const count = Math.min(perTx, total - start);
    const data = concatHex([
      `0x${BigInt(start + 1)
        .toString(16)
        .padStart(64, '0')}`,
      `0x${BigInt(count).toString(16).padStart(64, '0')}`,
    ]);
    const hash = await wallet.sendTransaction({ chain, to: contract, data, gas: BigInt(count) * 2_200n + 100_000n });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success' || receipt.logs.length !== count) throw new Error(`replay transaction failed: ${hash}`);
    fromBlock = Math.min(fromBlock, Number(receipt.blockNumber));
    toBlock = Math.max(toBlock, Number(receipt.blockNumber));
  }
  return { contract, fromBlock, toBlock, events: total };
}
