// The console's Home content tab (issue 13): what the admin console shell mounts.
export { HomeContentPanel } from './components/home-content-panel';
