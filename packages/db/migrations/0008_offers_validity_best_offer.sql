ALTER TABLE "nfts" ADD COLUMN "best_offer_order_hash" varchar(66);--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "offer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nfts" drop column "heat";--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "heat" bigint GENERATED ALWAYS AS (sales_7d::bigint * 1099511627776 + least(offer_count, 1048575)::bigint * 1048576 + least(favorite_count, 1048575)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "nfts_heat_idx" ON "nfts" USING btree ("heat","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_collection_heat_idx" ON "nfts" USING btree ("collection_id","heat","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_chain_heat_idx" ON "nfts" USING btree ("chain","heat","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_offers_created_idx" ON "nfts" USING btree ("created_at","id") WHERE best_offer_price is not null and not hidden and not burned and deleted_at is null;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_offer_count_non_negative" CHECK ("nfts"."offer_count" >= 0);
