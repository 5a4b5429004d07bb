// The watchlist feature's public entry for other features: the star. The watchlist screen is `./page.ts`, which the
// route loads, so this entry never imports the explore feature whose table shows the stars.
export { WatchButton } from './components/watch-button';
