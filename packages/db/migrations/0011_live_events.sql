CREATE TABLE "live_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "live_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chain" varchar(16) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"contract_address" varchar(64),
	"token_id" numeric(78, 0),
	"collection_id" bigint,
	"from_address" varchar(64),
	"to_address" varchar(64),
	"quantity" numeric(78, 0),
	"price" numeric(78, 0),
	"currency" varchar(64),
	"order_hash" varchar(66),
	"tx_hash" varchar(66),
	"occurred_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
-- Every activity insert (indexer, API, settlement, seed) adds its live events in the same transaction
-- (docs/decisions/050-live-updates.md). A statement of more than 200 rows (catching up, bulk seed)
-- adds one `resync` per chain instead, so the indexer's bulk writes stay cheap. A private listing's
-- buyer (to_address of a `list` row) is left out: the stream is public.
CREATE FUNCTION "live_events_from_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (SELECT count(*) FROM new_rows) > 200 THEN
		INSERT INTO "live_events" ("chain", "kind") SELECT DISTINCT "chain", 'resync' FROM new_rows;
	ELSE
		INSERT INTO "live_events" ("chain", "kind", "contract_address", "token_id", "collection_id", "from_address", "to_address",
			"quantity", "price", "currency", "order_hash", "tx_hash", "occurred_at")
		SELECT "chain", "kind"::text, "contract_address", "token_id", "collection_id", "from_address",
			CASE WHEN "kind" = 'list' THEN NULL ELSE "to_address" END,
			"quantity", "price", "currency", "order_hash", "tx_hash", "occurred_at"
		FROM new_rows ORDER BY "id";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_live_events" AFTER INSERT ON "activity" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "live_events_from_activity"();
