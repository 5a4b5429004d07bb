import { sql, type SQL } from 'drizzle-orm';
import { nftAttributes, nfts, orders, ownerships } from '@nft/db';

/**
 * GET /v1/orders?receivedBy=: the open offers and bids someone else made that `owner` can accept
 * (docs/product.md "Offers"): on a token they hold, for any token of a collection they hold one of, or for a trait
 * one of their tokens carries, by the indexed ownerships and attributes. Open means active or inactive (the maker
 * short of funds, shown so) and not past its end.
 */
export function receivedByFilter(owner: string, now: Date): SQL {
  const address = owner.toLowerCase();
  const holds = sql`${ownerships.chain} = ${orders.chain} and ${ownerships.contractAddress} = ${orders.contractAddress}
    and ${ownerships.owner} = ${address} and ${ownerships.balance} > 0`;
  return sql`(${orders.side} in ('offer', 'bid') and ${orders.maker} <> ${address}
    and ${orders.status} in ('active', 'inactive') and ${orders.endTime} > ${now}
    and (
      (${orders.target} = 'item' and exists (select 1 from ${ownerships} where ${holds} and ${ownerships.tokenId} = ${orders.tokenId}))
      or (${orders.target} = 'collection' and exists (select 1 from ${ownerships} where ${holds}))
      or (${orders.target} = 'trait' and exists (
        select 1 from ${ownerships}
        join ${nfts} on ${nfts.chain} = ${ownerships.chain} and ${nfts.contractAddress} = ${ownerships.contractAddress}
          and ${nfts.tokenId} = ${ownerships.tokenId}
        join ${nftAttributes} on ${nftAttributes.nftId} = ${nfts.id}
          and ${nftAttributes.traitType} = ${orders.traitType} and ${nftAttributes.value} = ${orders.traitValue}
        where ${holds}))
    ))`;
}
