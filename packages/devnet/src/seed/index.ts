export { demoCatalogue, type DemoCollection, type DemoItem } from './demo-catalogue';
export { seedDemoData, type SeedResult } from './seed-demo-data';
export type { SeedContext } from './seed-context';
