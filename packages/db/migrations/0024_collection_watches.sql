-- An account's private watchlist of collections (docs/product.md "Watchlist", docs/decisions/072-collection-watchlist.md).
CREATE TABLE "collection_watches" (
	"account_id" bigint NOT NULL,
	"collection_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_watches_pkey" PRIMARY KEY("account_id","collection_id")
);
--> statement-breakpoint
ALTER TABLE "collection_watches" ADD CONSTRAINT "collection_watches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_watches" ADD CONSTRAINT "collection_watches_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_watches_account_created_idx" ON "collection_watches" USING btree ("account_id","created_at","collection_id");--> statement-breakpoint
CREATE INDEX "collection_watches_collection_idx" ON "collection_watches" USING btree ("collection_id");