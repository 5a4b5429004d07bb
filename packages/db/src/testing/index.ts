export { createTestDatabase } from './create-test-database';
export { insertAccount, insertCollection, insertContract, insertNft, testAddress } from './fixtures';
