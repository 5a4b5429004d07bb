// The static pages' public entry: the legal texts and the creator-platform guides
// (docs/decisions/039-legal-texts-guides-and-footer-links.md).
export { GuidePage } from './components/guide-page';
export { LegalPage } from './components/legal-page';
export { guideSlugs, isGuideSlug, type GuideSlug } from './guides/guides';
