-- One way to sell a token at a time (docs/product.md "Auctions", apps/api/src/modules/orders/listing-conflict.repository.ts):
-- whether the maker's open listing of a token stands in the way of a new listing of it. True: an open auction (it
-- blocks any new listing); false: an open fixed or declining listing (it blocks only a new auction); null: nothing
-- stands. The new order itself (p_order_hash) never counts, so a resubmission answers the stored order.
-- A PL/pgSQL function, so a session plans its query once and reuses the plan: written inline in the intake's insert,
-- the query was planned with every order (about 0.3 ms on PGlite against `orders` and its indexes), which cost the
-- order-intake benchmark about a tenth of its throughput.
CREATE FUNCTION "listing_standing"(
	p_chain varchar, p_contract varchar, p_token_id numeric, p_maker varchar,
	p_new_is_auction boolean, p_order_hash varchar, p_now timestamptz
) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE
	standing_auction boolean;
BEGIN
	SELECT o."kind" = 'auction' INTO standing_auction
	FROM "orders" o
	WHERE o."chain" = p_chain AND o."contract_address" = p_contract AND o."token_id" = p_token_id
		AND o."side" = 'listing' AND o."status" IN ('active', 'inactive') AND o."maker" = p_maker
		AND o."end_time" > p_now
		AND (p_new_is_auction OR o."kind" = 'auction')
		AND o."order_hash" IS DISTINCT FROM p_order_hash
	ORDER BY (o."kind" = 'auction') DESC
	LIMIT 1;
	RETURN standing_auction;
END
$$;
