// The uploads feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { MediaUpload } from './components/media-upload';
export { type UploadedMedia } from './model/uploaded-media';
