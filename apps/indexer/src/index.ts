// The chain indexer (issue 4) lives here: src/evm/{definitions,handlers,storage}, src/nuls,
// src/reorg, src/jobs, per ARCHITECTURE.md. Until it lands, the demo seed
// (packages/devnet/src/seed) writes the rows the indexer will derive from the chain.
export {};
