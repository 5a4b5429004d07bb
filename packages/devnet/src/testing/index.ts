export { startTestChain, type TestChain } from './start-test-chain';
