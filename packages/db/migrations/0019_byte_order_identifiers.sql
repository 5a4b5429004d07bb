-- Chain symbols, addresses and hashes compare byte by byte (docs/decisions/064-byte-order-identifiers.md).
-- One statement per table, so PostgreSQL rebuilds each index once; the rows are not rewritten (same type, only
-- the collation changes).
ALTER TABLE "accounts"
  ALTER COLUMN "address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "login_nonces"
  ALTER COLUMN "address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "sessions"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "collections"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "creator_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "royalty_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "payment_token" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "contracts"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "nfts"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "creator_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "royalty_receiver" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "minted_block_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "minted_tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "best_listing_order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "best_listing_currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "best_offer_order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "best_offer_currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "last_sale_currency" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "nft_drafts"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "creator_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "ownerships"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "owner" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "operator_approvals"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "owner" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "operator" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "orders"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "maker" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "taker" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "criteria_root" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "fee_recipient" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "royalty_recipient" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "zone" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "conduit_key" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "parent_order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "status_block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "fills"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "seller" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "buyer" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "seaport_counters"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "maker" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "activity"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "from_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "to_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "admin_audit_log"
  ALTER COLUMN "actor_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "home_artists"
  ALTER COLUMN "account_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "indexer_blocks"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "parent_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "indexer_cursors"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "stakes"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "staker" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "unstaked_tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "unstaked_block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "staking_activities"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "stake_contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "nft_contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "reward_currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "operator" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "staking_activity_contracts"
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "reward_claims"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "staker" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "tx_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "block_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "stake_rewards"
  ALTER COLUMN "staker" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "contest_submissions"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "wallet_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "contest_votes"
  ALTER COLUMN "voter_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "batch_migrations"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "source_contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "deployer_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "contract_owner" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "contract_backfills"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "drops"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "creator_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "factory_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "salt" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "payment_token" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "merkle_root" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "royalty_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "deploy_tx_hash" SET DATA TYPE varchar(66) COLLATE "C";
--> statement-breakpoint
ALTER TABLE "live_events"
  ALTER COLUMN "chain" SET DATA TYPE varchar(16) COLLATE "C",
  ALTER COLUMN "contract_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "from_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "to_address" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "currency" SET DATA TYPE varchar(64) COLLATE "C",
  ALTER COLUMN "order_hash" SET DATA TYPE varchar(66) COLLATE "C",
  ALTER COLUMN "tx_hash" SET DATA TYPE varchar(66) COLLATE "C";
