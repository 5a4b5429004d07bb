-- Fewer activity indexes for the indexer's bulk writes (docs/decisions/059-indexer-write-path.md): no reader uses
-- activity_kind_idx; the collection, sender and recipient indexes are read with `=` only, so they skip nulls.
DROP INDEX "activity_kind_idx";--> statement-breakpoint
DROP INDEX "activity_collection_idx";--> statement-breakpoint
DROP INDEX "activity_from_idx";--> statement-breakpoint
DROP INDEX "activity_to_idx";--> statement-breakpoint
CREATE INDEX "activity_collection_idx" ON "activity" USING btree ("collection_id","occurred_at","id") WHERE collection_id is not null;--> statement-breakpoint
CREATE INDEX "activity_from_idx" ON "activity" USING btree ("from_address","occurred_at","id") WHERE from_address is not null;--> statement-breakpoint
CREATE INDEX "activity_to_idx" ON "activity" USING btree ("to_address","occurred_at","id") WHERE to_address is not null;