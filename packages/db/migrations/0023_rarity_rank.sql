-- Rarity within a collection (docs/product.md "Rarity"): each item's rank, 1 the rarest, kept by the collection-rarity
-- job; the index serves a collection's items sorted rarest first as a keyset (apps/api/src/modules/nfts/nft-list.repository.ts).
ALTER TABLE "nfts" ADD COLUMN "rarity_rank" integer;--> statement-breakpoint
CREATE INDEX "nfts_collection_rarity_idx" ON "nfts" USING btree ("collection_id","rarity_rank","id") WHERE rarity_rank is not null and not hidden and not burned and deleted_at is null;