-- Explore sorted by "recently listed" (the best listing's time) and "recently sold" (the last sale's time), newest
-- first: a keyset page seeks its place in these, and each holds only the tokens such a page lists
-- (apps/api/src/modules/nfts/nft-list.repository.ts). A mint, with neither time, adds no entry to either.
CREATE INDEX "nfts_listed_idx" ON "nfts" USING btree ("listed_at","id") WHERE listed_at is not null and best_listing_price is not null and not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_sold_idx" ON "nfts" USING btree ("last_sale_at","id") WHERE last_sale_at is not null and not hidden and not burned and deleted_at is null;