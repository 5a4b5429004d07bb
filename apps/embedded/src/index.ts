export { startEmbedded, type EmbeddedOptions } from './start-embedded';
export { seedDemoListings, type SeedListingsResult } from './seed-demo-listings';
export { demoBuyer, demoListings, type DemoListing } from './seed-demo-listings-plan';
export { demoStaking } from './seed-demo-staking';
