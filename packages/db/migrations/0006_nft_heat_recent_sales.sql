DROP INDEX "nfts_favorites_idx";--> statement-breakpoint
DROP INDEX "nfts_collection_favorites_idx";--> statement-breakpoint
DROP INDEX "nfts_chain_favorites_idx";--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "sales_7d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "heat" bigint GENERATED ALWAYS AS (sales_7d::bigint * 1048576 + least(favorite_count, 1048575)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "nfts_heat_idx" ON "nfts" USING btree ("heat","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_collection_heat_idx" ON "nfts" USING btree ("collection_id","heat","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
CREATE INDEX "nfts_chain_heat_idx" ON "nfts" USING btree ("chain","heat","id") WHERE not hidden and not burned and deleted_at is null;--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_sales_7d_non_negative" CHECK ("nfts"."sales_7d" >= 0);