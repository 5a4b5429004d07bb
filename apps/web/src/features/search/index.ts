// The search feature's public entry: the header's search button (its dialog loads on first use).
export { SearchButton } from './components/search-button';
