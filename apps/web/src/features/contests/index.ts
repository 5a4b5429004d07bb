// Contests in the product (docs/decisions/044-contest-data-model-and-phases.md, 045-verifiable-contest-votes.md):
// the vote list, one contest with its entries and votes, and the entry form.
export { ContestListPage } from './components/contest-list-page';
export { ContestPage } from './components/contest-page';
export { UploadEntryPage } from './components/upload-entry-page';
export { parseContestId } from './model/contest-id';
