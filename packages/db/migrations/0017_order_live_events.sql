-- Order state moved without an activity row (the book job expiring orders or marking them inactive when a
-- maker's balance or approval goes, an auction's late-bid extension, settlement steps, bid status changes)
-- reaches the live log too, so the auction panel and the offer lists need no polling
-- (docs/decisions/050-live-updates.md "Update"). Same rules as the activity trigger of 0011: one `order`
-- event per changed order in the writer's transaction; a statement changing more than 200 orders writes one
-- `resync` per chain instead. Public fields only: the maker is `from_address`; a private order's taker is
-- never written. Updates that move none of status, fill, end time or auction end (settlement errors,
-- timestamps) write nothing.
CREATE FUNCTION "live_events_from_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer;
BEGIN
	SELECT count(*) INTO changed FROM new_rows n JOIN old_rows o ON o."chain" = n."chain" AND o."order_hash" = n."order_hash"
	WHERE (n."status", n."filled_quantity", n."end_time", n."auction_end_time")
		IS DISTINCT FROM (o."status", o."filled_quantity", o."end_time", o."auction_end_time");
	IF changed > 200 THEN
		INSERT INTO "live_events" ("chain", "kind") SELECT DISTINCT "chain", 'resync' FROM new_rows;
	ELSIF changed > 0 THEN
		INSERT INTO "live_events" ("chain", "kind", "contract_address", "token_id", "collection_id", "from_address",
			"quantity", "price", "currency", "order_hash", "occurred_at")
		SELECT n."chain", 'order', n."contract_address", n."token_id", n."collection_id", n."maker",
			n."quantity", n."start_price", n."currency", n."order_hash", now()
		FROM new_rows n JOIN old_rows o ON o."chain" = n."chain" AND o."order_hash" = n."order_hash"
		WHERE (n."status", n."filled_quantity", n."end_time", n."auction_end_time")
			IS DISTINCT FROM (o."status", o."filled_quantity", o."end_time", o."auction_end_time")
		ORDER BY n."chain", n."order_hash";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_live_events" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "live_events_from_orders"();
