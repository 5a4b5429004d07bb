// The console's Contests tab (docs/product.md "Operator console"); loaded when the tab opens.
export { ContestsPanel } from './components/contests-panel';
