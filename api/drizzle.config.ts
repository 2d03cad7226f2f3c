import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from api/) writes the next versioned migration from the schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
