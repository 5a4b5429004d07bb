// The order book's shapes come from the API contract (docs/product.md "Trading"): a server change is a type error here.
export {
  cartFillResponseSchema,
  orderFillResponseSchema,
  orderPageSchema,
  orderSchema,
  nftDetailSchema,
  type CartFillBody,
  type CartFillResponse,
  type NftDetail,
  type Order,
  type OrderFillResponse,
  type TransactionStep,
} from '@nft/api-contract';
