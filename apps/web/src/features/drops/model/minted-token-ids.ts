import { erc721Abi, parseEventLogs, zeroAddress, type Log } from 'viem';

/**
 * The token ids a mint created, from the ERC-721 `Transfer(0x0, to, id)` logs of the drop's own contract
 * in the receipt (another contract's logs cannot pose as the drop's), in the order minted.
 */
export function mintedTokenIds(logs: Log[], dropAddress: string, to: string): string[] {
  const own = logs.filter((log) => log.address.toLowerCase() === dropAddress.toLowerCase() && log.topics.length === 4);
  return parseEventLogs({ abi: erc721Abi, eventName: 'Transfer', logs: own })
    .filter((log) => log.args.from === zeroAddress && log.args.to.toLowerCase() === to.toLowerCase())
    .map((log) => log.args.tokenId.toString());
}
