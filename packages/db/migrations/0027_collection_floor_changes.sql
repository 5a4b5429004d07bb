CREATE TABLE "collection_floor_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_floor_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"collection_id" bigint NOT NULL,
	"floor_price" numeric(78, 0),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_floor_changes" ADD CONSTRAINT "collection_floor_changes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_floor_changes_collection_idx" ON "collection_floor_changes" USING btree ("collection_id","changed_at","id");--> statement-breakpoint
-- Written by the database, whoever changes the cached floor (docs/decisions/075-floor-history-by-trigger.md): the
-- order intake's refresh, the indexer and the book job all update collections.floor_price, and none can forget to
-- record it. One row per collection and UTC hour at most, holding the hour's last floor and when it was set: a
-- declining listing at the floor is repriced every minute, and the charts read days.
CREATE FUNCTION "record_collection_floor_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	this_hour bigint;
BEGIN
	SELECT "id" INTO this_hour FROM "collection_floor_changes"
		WHERE "collection_id" = NEW."id" AND "changed_at" >= date_trunc('hour', now(), 'UTC')
		ORDER BY "changed_at" DESC, "id" DESC LIMIT 1;
	IF this_hour IS NULL THEN
		INSERT INTO "collection_floor_changes" ("collection_id", "floor_price") VALUES (NEW."id", NEW."floor_price");
	ELSE
		UPDATE "collection_floor_changes" SET "floor_price" = NEW."floor_price", "changed_at" = now() WHERE "id" = this_hour;
	END IF;
	-- A `floor` event on the live stream (docs/decisions/050-live-updates.md), so an open collection page, the ranking
	-- and the chart follow the floor, whichever process moved it; its price is the new floor (null: none).
	INSERT INTO "live_events" ("chain", "kind", "collection_id", "price", "currency", "occurred_at")
		VALUES (NEW."chain", 'floor', NEW."id", NEW."floor_price",
			coalesce(NEW."payment_token", '0x0000000000000000000000000000000000000000'), now());
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "collections_floor_changed" AFTER UPDATE OF "floor_price" ON "collections" FOR EACH ROW
	WHEN (OLD."floor_price" IS DISTINCT FROM NEW."floor_price") EXECUTE FUNCTION "record_collection_floor_change"();--> statement-breakpoint
CREATE TRIGGER "collections_floor_set" AFTER INSERT ON "collections" FOR EACH ROW
	WHEN (NEW."floor_price" IS NOT NULL) EXECUTE FUNCTION "record_collection_floor_change"();--> statement-breakpoint
-- The floors cached when this migration runs are the first points of their charts.
INSERT INTO "collection_floor_changes" ("collection_id", "floor_price")
	SELECT "id", "floor_price" FROM "collections" WHERE "floor_price" IS NOT NULL;
