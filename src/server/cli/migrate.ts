import { ConfigError, loadConfig } from '../config';
import { DatabaseUnreachableError } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { openConfiguredDatabase } from '../start';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
try {
  const config = loadConfig(process.env);
  const database = await openConfiguredDatabase(config);
  await migrateDatabase(database);
  await database.close();
  console.log(`Migrations applied (${database.driver}).`);
} catch (error) {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof DatabaseUnreachableError)
    console.error(`Configuration error: DATABASE_URL ${error.message}`);
  else console.error(error);
  process.exit(1);
}
