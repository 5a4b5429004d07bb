/**
 * The domain's own type, included in the typed data we hand out: eth_signTypedData_v4 wallets hash
 * the domain with `types.EIP712Domain`, and viem accepts it being present.
 */
export const eip712DomainType = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const;
