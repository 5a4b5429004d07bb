import { encodeAbiParameters, encodeEventTopics, type Log } from 'viem';
import { describe, expect, it } from 'vitest';
import { mintedTokenId } from './minted-token-id';
import { marketplaceErc721Abi as platformErc721MintAbi } from '@nft/contracts/abi';

const platform = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const creator = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

function mintedLog(address: string, tokenId: bigint): Log {
  const topics = encodeEventTopics({ abi: platformErc721MintAbi, eventName: 'Minted', args: { creator, to: creator, tokenId } });
  const data = encodeAbiParameters([{ type: 'string' }, { type: 'address' }, { type: 'uint96' }], ['https://m.example/1', creator, 0n]);
  return {
    address,
    topics,
    data,
    blockHash: null,
    blockNumber: null,
    logIndex: null,
    transactionHash: null,
    transactionIndex: null,
    removed: false,
  } as unknown as Log;
}

describe('the minted token id', () => {
  it('comes from the platform contract Minted log', () => {
    expect(mintedTokenId([mintedLog(platform, 17n)], 'ERC-721', platform.toUpperCase().replace('0X', '0x'))).toBe('17');
  });

  it('ignores the same event from another contract', () => {
    expect(mintedTokenId([mintedLog('0x' + '1'.repeat(40), 99n)], 'ERC-721', platform)).toBeUndefined();
  });
});
