-- GET /v1/orders reads the book newest first (ties by chain and hash). Lists not narrowed to a token or a maker
-- (a chain's newest orders, every offer) sorted every matching order for each page: 4 s a page at 325,000 orders
-- (bench/results/api-read.md). With these a keyset page seeks its place (apps/api/src/modules/orders/order-list.repository.ts).
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","chain","order_hash");--> statement-breakpoint
CREATE INDEX "orders_chain_created_idx" ON "orders" USING btree ("chain","created_at","order_hash");