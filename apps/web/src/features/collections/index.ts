// The collections feature's public entry: what other features may use. Everything else in this folder is
// internal to it (lint: scripts/eslint/feature-boundaries.js).
export { CollectionDetailsFields, type CollectionDetailsForm } from './components/collection-details-fields';
export { CreatorCollectionActions } from './components/creator-collection-actions';
export { formErrors, serverFieldErrors } from './model/form-errors';
export { isWebsiteUrl } from './model/form-rules';
export { keptMedia, mediaChange } from './model/kept-media';
export { TermsCheckbox } from './components/terms-checkbox';
