// The drops feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { ArtistDrops } from './components/artist-drops';
export { DropsSection } from './components/drops-section';
export { CollectionDropBanner } from './components/collection-drop-banner';
