-- When an account last opened its notifications (docs/product.md "Notifications"); null: never, so every one is unread.
ALTER TABLE "accounts" ADD COLUMN "notifications_read_at" timestamp with time zone;
