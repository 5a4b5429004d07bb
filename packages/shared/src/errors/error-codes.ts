/**
 * Stable error codes of the API. A code never changes once published: clients branch on it.
 * The HTTP status travels with the code so the error handler maps every error in one place.
 */
export const errorCodes = {
  bad_request: { status: 400, message: 'Please fill in the form correctly' },
  validation_failed: { status: 400, message: 'Please fill in the form correctly' },
  unsupported_chain: { status: 400, message: 'unexpected: unsupported chain' },
  unsupported_wallet: { status: 400, message: 'unexpected: unsupported wallet' },
  // docs/product.md (spec section 8): 401 is the expired-authentication status.
  token_expired: { status: 401, message: 'The authentication has expired. Please re-sign and click the button again.' },
  // Sign-in failures (docs/security.md rows 1-3): all 401, so a client simply signs in again.
  signature_invalid: { status: 401, message: 'Signature verification failed' },
  nonce_invalid: { status: 401, message: 'The sign-in message has expired or was already used. Please sign in again.' },
  message_invalid: { status: 401, message: 'The sign-in message is not valid for this site. Please sign in again.' },
  forbidden: { status: 403, message: 'Operation error!' },
  not_found: { status: 404, message: 'Not found' },
  conflict: { status: 409, message: 'Operation error!' },
  payload_too_large: { status: 413, message: 'The file size is too large' },
  unsupported_media_type: { status: 415, message: 'File type not supported' },
  rate_limited: { status: 429, message: 'Too many requests, please try again later' },
  // A token's metadata was refreshed moments ago; the refresh route answers it per token.
  refresh_cooldown: { status: 429, message: 'This item was refreshed moments ago. Please try again in a minute.' },
  not_implemented: { status: 501, message: 'This feature is not available yet' },
  internal_error: { status: 500, message: 'Operation error!' },
  service_unavailable: { status: 503, message: 'Service unavailable' },
  // Uploads (docs/product.md, spec section 5): the content is not an accepted type for the slot, or is over its size.
  file_type_not_supported: { status: 415, message: 'File type not supported' },
  file_too_large: { status: 413, message: 'The file size is too large' },
  // Per-account upload quotas (bytes per day, files per minute; issue 9 item 4): nothing is stored.
  upload_quota_exceeded: { status: 429, message: 'You have uploaded too much recently. Please try again later.' },
  // The image processing queue is full: try again shortly (nothing was stored).
  media_busy: { status: 503, message: 'The server is busy processing other files. Please try again in a moment.' },
  // A collection is deleted only when empty, or when its creator holds all its NFTs and none is listed or staked
  // (docs/product.md, spec section 5).
  collection_not_deletable: {
    status: 409,
    message: 'This collection can only be deleted when it is empty, or when you own all its NFTs and none is listed or staked',
  },
  // NFT detail actions (issue 5 item 7).
  already_reported: { status: 409, message: 'You have already reported this NFT; it is under review' },
  not_nft_owner: { status: 403, message: "You don't have this NFT" },
  nft_in_trade: { status: 409, message: 'This NFT is listed for sale: cancel the listing before deleting it' },
  nft_staked: { status: 409, message: 'This NFT is staked: unstake it before deleting it' },
  burn_required: { status: 409, message: 'This NFT was minted on the marketplace contract: delete it by burning it from your wallet' },
  // A contract-wallet session proves control of its address on one chain only (decision 022).
  session_chain_mismatch: {
    status: 403,
    message: 'You signed in with a contract wallet on another chain. Please sign in on this chain and try again.',
  },
  // Trading (issue 11, docs/product.md "Trading", docs/security.md rows 4-7, 11, 14). Intake refuses an
  // order with the first check it fails, in this order; nothing is written.
  order_format_invalid: { status: 400, message: 'Please fill in the form correctly' },
  order_signature_invalid: { status: 400, message: 'The order signature does not match its maker on this chain' },
  order_zone_invalid: { status: 400, message: "The order is not restricted to this marketplace's zone" },
  order_conduit_invalid: { status: 400, message: "The order does not use this marketplace's conduit" },
  order_counter_invalid: { status: 400, message: "The order was signed at another of the maker's Seaport counters" },
  order_maker_mismatch: { status: 403, message: 'Orders can only be posted by their maker' },
  order_not_owner: { status: 400, message: "You don't have this NFT" },
  order_not_approved: { status: 400, message: 'Failed to approve order!' },
  order_insufficient_balance: { status: 400, message: 'Error in quantity' },
  order_insufficient_tokens: { status: 400, message: 'Not enough tokens!' },
  order_insufficient_allowance: { status: 400, message: "The marketplace's conduit may not spend enough of the maker's tokens" },
  order_price_invalid: { status: 400, message: 'Price precision error' },
  order_fees_invalid: { status: 400, message: 'The order leaves out or underpays the marketplace fee or the creator royalty' },
  order_time_invalid: { status: 400, message: 'A date and time must be picked' },
  order_quantity_invalid: { status: 400, message: 'Error in quantity' },
  order_currency_invalid: { status: 400, message: 'This token is not a payment token of the chain' },
  order_private_to_self: { status: 400, message: 'A private listing cannot be reserved for its own seller' },
  order_not_fillable: { status: 409, message: 'This listing cannot be bought now' },
  order_private: { status: 403, message: 'This listing is reserved for another buyer' },
  not_order_maker: { status: 403, message: 'Only the maker of this order can do this' },
  order_not_cancellable: { status: 409, message: 'Failed to cancel listing' },
  // Offers (issue 12, docs/product.md "Offers"): the trait root, accepting a collection or trait offer, cancelling.
  order_criteria_invalid: { status: 400, message: "The offer's criteria root does not match the indexed items with this trait" },
  offer_token_required: { status: 400, message: 'Pick the item you accept this offer with' },
  offer_token_not_matching: { status: 400, message: 'This item is not one this offer asks for' },
  offer_not_cancellable: { status: 409, message: 'Failed to cancel offer!' },
  // English auctions (issue 12, docs/decisions/031-english-auctions.md). Spec section 5: "A bid must be higher than the current/min bid".
  bid_too_low: { status: 400, message: 'A bid must be higher than the current bid' },
  bid_on_own_auction: { status: 400, message: 'You cannot bid on your own auction' },
  bid_currency_invalid: { status: 400, message: "A bid must be paid in the auction's currency" },
  auction_not_found: { status: 404, message: 'This auction does not exist on this chain' },
  auction_not_running: { status: 409, message: 'This auction is not taking bids now' },
  auction_has_bids: { status: 409, message: 'An auction cannot be cancelled after its first bid' },
  // One way to sell a token at a time (docs/product.md "Auctions").
  token_in_auction: { status: 409, message: 'This NFT is in an auction: it can be listed again when the auction ends' },
  token_listed: { status: 409, message: 'Cancel your listings of this NFT before putting it up for auction' },
  // Operators (issue 13, docs/decisions/036-operators-and-audit-log.md): a signed-in caller who is not an operator.
  admin_only: { status: 403, message: 'Only operators of this marketplace can do this' },
  // A report can be resolved only while open, reopened only once resolved.
  report_not_open: { status: 409, message: 'This report is not open' },
  report_not_resolved: { status: 409, message: 'This report is still open' },
  // Staking (issue 14, docs/decisions/041-staking-in-the-product.md); the contract refuses the same cases.
  staking_activity_not_found: { status: 404, message: 'This staking activity does not exist on this chain' },
  staking_not_running: { status: 409, message: 'This staking activity is not running' },
  staking_not_eligible: { status: 400, message: 'This NFT cannot be staked in this activity' },
  already_staked: { status: 409, message: 'already staked' },
  stake_not_found: { status: 404, message: 'This stake does not exist or is not yours' },
  stake_locked: { status: 409, message: 'The lock period of this stake has not ended yet' },
  // The operator console's staking (docs/product.md "Operator console").
  staking_start_in_past: { status: 400, message: 'A staking activity cannot start in the past' },
  staking_not_ended: { status: 409, message: 'Unallocated reward can be withdrawn only after the activity ends' },
  staking_nothing_to_withdraw: { status: 409, message: 'This activity has no unallocated reward to withdraw' },
  // Batch migration (issue 16, docs/decisions/048-batch-migration-control-and-review.md).
  migration_not_found: { status: 404, message: 'This migration request does not exist or is not yours' },
  migration_not_nft_contract: { status: 400, message: 'This address is not an ERC-721 or ERC-1155 contract (ERC-165)' },
  migration_not_controller: {
    status: 403,
    message: 'You do not control this contract: its owner() is another address and no valid signature of its deployer was given',
  },
  migration_collection_invalid: { status: 400, message: 'The target collection must be one of yours on the same chain' },
  migration_duplicate: { status: 409, message: 'An open request already imports this contract into this collection' },
  migration_not_pending: { status: 409, message: 'Only a pending request can be reviewed' },
  // Drops (issue 16, docs/decisions/047-drops-in-the-product.md); the drop contract refuses the same cases.
  drop_not_found: { status: 404, message: 'This drop does not exist' },
  drop_not_pending: { status: 409, message: 'This drop is already deployed' },
  drop_not_live: { status: 409, message: 'This drop is not minting now' },
  drop_not_allowlisted: { status: 403, message: 'This wallet is not on the allowlist of this drop' },
  drop_wallet_limit: { status: 409, message: 'This wallet cannot mint that many from this drop' },
  drop_sold_out: { status: 409, message: 'Not that many tokens are left in this drop' },
  // Contests (issue 15, docs/decisions/044-contest-data-model-and-phases.md, 045-verifiable-contest-votes.md).
  contest_not_found: { status: 404, message: 'This contest does not exist' },
  contest_entry_not_found: { status: 404, message: 'This entry does not exist in this contest' },
  contest_not_accepting_entries: { status: 409, message: 'This contest is not accepting entries now' },
  contest_not_voting: { status: 409, message: 'Votes count only during the voting phase' },
  contest_entry_limit: { status: 409, message: 'You have entered as many NFTs as this contest allows' },
  contest_nft_already_entered: { status: 409, message: 'This NFT is already entered in this contest' },
  contest_nft_not_found: { status: 400, message: 'This is not the URL of an NFT on this marketplace' },
  contest_nft_not_eligible: { status: 400, message: 'NFTs of this chain or collection cannot enter this contest' },
  contest_nft_not_yours: { status: 403, message: 'You can enter only an NFT you own or created' },
  contest_vote_limit: { status: 409, message: 'You have used all your votes in this contest' },
  contest_already_voted: { status: 409, message: 'You have already voted for this entry' },
  contest_vote_replayed: { status: 409, message: 'This vote signature was already used' },
  contest_entry_not_votable: { status: 409, message: 'This entry cannot receive votes' },
  contest_voter_mismatch: { status: 403, message: 'Votes are signed by the signed-in account' },
  contest_not_withdrawable: { status: 409, message: 'An entry can be withdrawn only during the entries phase' },
  contest_not_judging: { status: 409, message: 'This can be done only after voting ends and before results are published' },
  contest_award_invalid: {
    status: 400,
    message: "Judged prizes go to finalists, at most the prize's number of winners, and one judged prize per entry",
  },
  // docs/decisions/072-collection-watchlist.md: a watchlist holds at most 200 collections.
  watchlist_full: { status: 409, message: 'Your watchlist is full: remove a collection to add another' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;
