DROP INDEX "favorites_account_created_idx";--> statement-breakpoint
CREATE INDEX "nfts_collection_favorites_idx" ON "nfts" USING btree ("collection_id","favorite_count","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "ownerships_owner_acquired_idx" ON "ownerships" USING btree ("owner","acquired_at","chain","contract_address","token_id") WHERE balance > 0;--> statement-breakpoint
CREATE INDEX "favorites_account_created_idx" ON "favorites" USING btree ("account_id","created_at","nft_id");--> statement-breakpoint
-- The planner needs finer statistics on names to choose between the trigram index and a price-ordered walk (bench/results/api-read.md).
ALTER TABLE "nfts" ALTER COLUMN "name" SET STATISTICS 1000;