import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w @nft/db` writes a new migration after a schema change. The output is
// committed and applied by openDatabase on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  strict: true,
});
