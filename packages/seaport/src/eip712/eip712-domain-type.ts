/** The EIP712Domain type of the Seaport and zone domains (name, version, chainId, verifyingContract). */
export const eip712DomainType = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
] as const;

/**
 * The typed data as a raw `eth_signTypedData_v4` request wants it, with `types.EIP712Domain`. The
 * builders of this package leave that entry out because viem, wagmi and ethers derive it from the
 * domain themselves (and viem's types then take chainId as a number); a client that calls the
 * JSON-RPC method directly needs it.
 */
export function withEip712DomainType<T extends { types: object }>(typedData: T): T & { types: { EIP712Domain: typeof eip712DomainType } } {
  return { ...typedData, types: { EIP712Domain: eip712DomainType, ...typedData.types } };
}
