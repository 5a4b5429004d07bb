import type { NulsClient } from '../client/nuls-client';
import type { NulsToken721Transfer } from '../client/nuls-schemas';
import { NulsRpcError } from '../client/nuls-rpc-error';

/** A transfer placed within its transaction, not yet within a block (the header comes later). */
export interface PlacedTransfer {
  contractAddress: string;
  tokenId: string;
  from: string | null;
  to: string | null;
  txHash: string;
  logIndex: number;
  height: number;
}

/**
 * Gives every transfer its position in its transaction. The paged list carries no log index, so a
 * transaction with more than one followed transfer is read with getContractTxResult, whose
 * token721Transfers are in execution order; that list is also authoritative for the transaction,
 * which repairs an item the paging saw twice.
 */
export async function orderMovements(
  client: NulsClient,
  transfers: NulsToken721Transfer[],
  followed: ReadonlySet<string>,
): Promise<PlacedTransfer[]> {
  const byTx = new Map<string, NulsToken721Transfer[]>();
  for (const transfer of transfers) byTx.set(transfer.txHash, [...(byTx.get(transfer.txHash) ?? []), transfer]);
  const placed: PlacedTransfer[] = [];
  for (const [txHash, items] of byTx) {
    const height = items[0]!.height;
    if (items.length === 1) {
      const [t] = items as [NulsToken721Transfer];
      placed.push({
        contractAddress: t.contractAddress,
        tokenId: t.tokenId,
        from: t.fromAddress,
        to: t.toAddress,
        txHash,
        logIndex: 0,
        height,
      });
      continue;
    }
    const result = await client.getContractTxResult(txHash);
    const moves = result.token721Transfers.map((t, logIndex) => ({ ...t, logIndex })).filter((t) => followed.has(t.contractAddress));
    if (moves.length === 0) throw new NulsRpcError('getContractTxResult', 'malformed', `transaction ${txHash} lists no token-721 transfer`);
    for (const m of moves)
      placed.push({ contractAddress: m.contractAddress, tokenId: m.tokenId, from: m.from, to: m.to, txHash, logIndex: m.logIndex, height });
  }
  return placed.sort((a, b) => a.height - b.height || (a.txHash === b.txHash ? a.logIndex - b.logIndex : 0));
}
