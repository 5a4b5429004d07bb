export { startTestChain, type StartTestChainOptions, type TestChain } from './start-test-chain';
