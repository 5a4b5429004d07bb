export { BytesBlob } from './bytes-blob';
export { createTestDatabase } from './create-test-database';
export { asEmbeddedServer, type TestPgliteOptions } from './test-pglite-options';
export { expectViolation } from './expect-violation';
export { insertAccount, insertCollection, insertContract, insertNft, orderRow, testAddress, transferLog } from './fixtures';
export { createDumpableTestDatabase, type DumpableTestDatabase, type DumpableTestDatabaseOptions } from './dumpable-test-database';
