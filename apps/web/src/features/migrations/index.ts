// The migrations feature's public entry (docs/product.md "Batch migration"): the account page's list of the
// applicant's requests, and the pieces the operator console shows too. Everything else is internal.
export { MyMigrationsSection } from './components/my-migrations-section';
export { MigrationProgress } from './components/migration-progress';
export { MigrationStatusBadge } from './components/migration-status-badge';
export { describeTokens } from './model/describe-tokens';
