import { encodeEventTopics, erc721Abi, zeroAddress, type Address, type Log } from 'viem';
import { describe, expect, it } from 'vitest';
import { mintedTokenIds } from './minted-token-ids';

const drop = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as Address;
const other = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512' as Address;
const buyer = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as Address;

function transfer(address: Address, from: Address, to: Address, tokenId: bigint): Log {
  const topics = encodeEventTopics({ abi: erc721Abi, eventName: 'Transfer', args: { from, to, tokenId } });
  return {
    address,
    topics,
    data: '0x',
    blockHash: null,
    blockNumber: null,
    logIndex: 0,
    transactionHash: null,
    transactionIndex: null,
    removed: false,
  } as unknown as Log;
}

describe('mintedTokenIds', () => {
  it('reads the ids minted to the buyer by the drop contract, in order', () => {
    const logs = [transfer(drop, zeroAddress, buyer, 4n), transfer(drop, zeroAddress, buyer, 5n)];
    expect(mintedTokenIds(logs, drop.toLowerCase(), buyer.toLowerCase())).toEqual(['4', '5']);
  });

  it('ignores another contract, transfers between holders, and mints to someone else', () => {
    const logs = [
      transfer(other, zeroAddress, buyer, 1n),
      transfer(drop, other, buyer, 2n),
      transfer(drop, zeroAddress, other, 3n),
      transfer(drop, zeroAddress, buyer, 9n),
    ];
    expect(mintedTokenIds(logs, drop, buyer)).toEqual(['9']);
  });
});
