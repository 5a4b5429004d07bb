export { createTestDatabase } from './create-test-database';
export { expectViolation } from './expect-violation';
export { insertAccount, insertCollection, insertContract, insertNft, orderRow, testAddress, transferLog } from './fixtures';
export { createDumpableTestDatabase, type DumpableTestDatabase, type DumpableTestDatabaseOptions } from './dumpable-test-database';
