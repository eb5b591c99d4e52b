import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @portal/backend db:generate` writes a new migration after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
