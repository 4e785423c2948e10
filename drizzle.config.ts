import { defineConfig } from 'drizzle-kit';

// Generation only needs the schema; migrations are applied by the app (src/server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
