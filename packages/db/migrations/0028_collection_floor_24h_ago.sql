-- The floor 24 hours ago, cached for the collection lists (docs/decisions/075-floor-history-by-trigger.md): the book
-- job sets it each minute from collection_floor_changes, as it sets the 24-hour volume.
ALTER TABLE "collections" ADD COLUMN "floor_price_24h_ago" numeric(78, 0);