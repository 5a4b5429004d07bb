import { createHash } from 'node:crypto';

export interface LedgerBlock {
  height: number;
  hash: string;
  preHash: string;
  /** Seconds, as NULS block headers carry it. */
  createTime: number;
}

export interface LedgerTransfer {
  txHash: string;
  height: number;
  contractAddress: string;
  fromAddress: string | null;
  toAddress: string | null;
  tokenId: string;
  time: number;
}

/** One NRC-721 operation inside a transaction of a mined block. */
export type LedgerOp =
  | { kind: 'mint'; contract: string; tokenId: string; to: string; uri: string }
  | { kind: 'transfer'; contract: string; tokenId: string; to: string }
  | { kind: 'burn'; contract: string; tokenId: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The chain a test controls through the stand-in NULS server: blocks, and NRC-721 transfers inside
 * transactions, in execution order. `rewind` replaces blocks as a NULS rollback would.
 */
export class NulsLedger {
  readonly blocks: LedgerBlock[];
  readonly transfers: LedgerTransfer[] = [];
  private readonly uris = new Map<string, string>();
  private fork = 0;
  private txCount = 0;

  constructor(private readonly startTime = 1_700_000_000) {
    this.blocks = [{ height: 0, hash: sha256('genesis'), preHash: '0'.repeat(64), createTime: startTime }];
  }

  get best(): LedgerBlock {
    return this.blocks[this.blocks.length - 1]!;
  }

  /** Mines one block holding the given transactions (each a list of operations); empty mines an empty block. */
  mine(transactions: LedgerOp[][] = []): { block: LedgerBlock; txHashes: string[] } {
    const height = this.best.height + 1;
    const block = {
      height,
      hash: sha256(`${this.fork}:${height}:${this.best.hash}`),
      preHash: this.best.hash,
      createTime: this.startTime + height * 10,
    };
    this.blocks.push(block);
    const txHashes = transactions.map((ops) => {
      const txHash = sha256(`tx:${this.fork}:${this.txCount++}`);
      for (const op of ops) this.apply(op, txHash, block);
      return txHash;
    });
    return { block, txHashes };
  }

  mint(contract: string, to: string, tokenId: string, uri: string): string {
    return this.mine([[{ kind: 'mint', contract, tokenId, to, uri }]]).txHashes[0]!;
  }

  transfer(contract: string, tokenId: string, to: string): string {
    return this.mine([[{ kind: 'transfer', contract, tokenId, to }]]).txHashes[0]!;
  }

  burn(contract: string, tokenId: string): string {
    return this.mine([[{ kind: 'burn', contract, tokenId }]]).txHashes[0]!;
  }

  /** Drops every block above `height`; blocks mined afterwards get different hashes (a new branch). */
  rewind(height: number): void {
    this.blocks.splice(height + 1);
    const kept = this.transfers.filter((t) => t.height <= height);
    this.transfers.splice(0, this.transfers.length, ...kept);
    this.fork += 1;
  }

  ownerOf(contract: string, tokenId: string): string | null {
    const last = this.transfers.findLast((t) => t.contractAddress === contract && t.tokenId === tokenId);
    return last?.toAddress ?? null;
  }

  tokenUri(contract: string, tokenId: string): string | undefined {
    return this.ownerOf(contract, tokenId) ? this.uris.get(`${contract}|${tokenId}`) : undefined;
  }

  private apply(op: LedgerOp, txHash: string, block: LedgerBlock): void {
    const owner = this.ownerOf(op.contract, op.tokenId);
    if (op.kind === 'mint' ? owner !== null : owner === null) throw new Error(`ledger: cannot ${op.kind} token ${op.tokenId}`);
    if (op.kind === 'mint') this.uris.set(`${op.contract}|${op.tokenId}`, op.uri);
    this.transfers.push({
      txHash,
      height: block.height,
      contractAddress: op.contract,
      tokenId: op.tokenId,
      time: block.createTime,
      fromAddress: op.kind === 'mint' ? null : owner,
      toAddress: op.kind === 'burn' ? null : op.to,
    });
  }
}
