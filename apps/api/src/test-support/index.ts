// The API test helpers other workspaces' tests use (the embedded composition's API + indexer tests).
export { createTestApp, type TestApp, type TestAppOptions } from './test-app';
export { signedInAccount, type SignedInAccount } from './signed-in-account';
export { replayActivity } from '../modules/staking/staking.service';
