// The order book's shapes come from the API contract (docs/product.md "Trading"): a server change is a type error here.
// Types only: the web reads answers by type (docs/decisions/042-web-reads-answers-by-type.md).
export type {
  cartFillResponseSchema,
  orderFillResponseSchema,
  orderPageSchema,
  orderSchema,
  nftDetailSchema,
  CartFillBody,
  CartFillResponse,
  NftDetail,
  Order,
  OrderFillResponse,
  TransactionStep,
} from '@nft/api-contract';
