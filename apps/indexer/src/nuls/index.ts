export { startNulsSource, type NulsSource, type NulsSourceOptions } from './nuls-source';
export { createNulsClient, type NulsClient, type NulsClientOptions } from './client/nuls-client';
export { NulsRpcError, type NulsRpcFailure } from './client/nuls-rpc-error';
export { httpNulsTransport, type NulsTransport, type NulsRpcRequest } from './client/nuls-transport';
export { nulsChainFromRegistry } from './nuls-chain-from-registry';
export { nulsChainOptionSchema, type NulsChainOption } from './nuls-chain-option';
export { withNulsTokenUris } from './nuls-token-uri-reader';
