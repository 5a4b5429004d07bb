CREATE TABLE "admin_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_account_id" bigint,
	"actor_address" varchar(64) NOT NULL,
	"action" varchar(64) NOT NULL,
	"target_type" varchar(32) NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "nfts" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "home_artists" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_artists" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_artists" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "home_artists" ADD COLUMN "account_address" varchar(64);--> statement-breakpoint
ALTER TABLE "home_derivatives" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_derivatives" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_derivatives" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "home_events" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_events" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_events" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "home_favorites" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_favorites" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_favorites" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "home_top_collections" ADD COLUMN "show_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_top_collections" ADD COLUMN "show_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "home_top_collections" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_idx" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "collections_hidden_by_operator_idx" ON "collections" USING btree ("hidden_at","id") WHERE hidden;--> statement-breakpoint
CREATE INDEX "nfts_hidden_by_operator_idx" ON "nfts" USING btree ("hidden_at","id") WHERE hidden;--> statement-breakpoint
CREATE INDEX "home_artists_account_idx" ON "home_artists" USING btree ("account_address");--> statement-breakpoint
ALTER TABLE "home_artists" ADD CONSTRAINT "home_artists_account_lowercase" CHECK ("home_artists"."account_address" !~ '^0x' or "home_artists"."account_address" = lower("home_artists"."account_address"));