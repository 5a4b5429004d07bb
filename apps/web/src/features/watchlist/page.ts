// The watchlist screen, for its route module (app/routes/watchlist.tsx). A separate entry from `index.ts`: the screen
// shows the explore feature's ranking table, whose rows show this feature's star.
export { WatchlistPage } from './components/watchlist-page';
