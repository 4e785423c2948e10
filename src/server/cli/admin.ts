import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import {
  AdminExistsError,
  AdminInputError,
  AdminNotFoundError,
  createAdmin,
  generatePassword,
  resetAdminPassword,
} from '../features/admins/admins.service';
import { adminUsage, parseAdminArgs, type AdminCommand } from './admin-args';

/** `npm run admin -- create|reset-password EMAIL [--password X]`: manages admins from the shell. */
async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if (!parsed.ok) {
    console.error(`admin: ${parsed.message}\n\n${adminUsage}`);
    return 2;
  }
  if (parsed.value.command === 'help') {
    console.log(adminUsage);
    return 0;
  }
  const command = parsed.value;

  const config = loadConfig(process.env);
  // The same database the server opens (see start.ts).
  const database = await (config.databaseUrl
    ? openDatabase({ driver: 'postgres', url: config.databaseUrl, poolSize: 2 })
    : openDatabase({ driver: 'pglite', dataDir: join(resolve(config.dataDir), 'db') }));
  try {
    await migrateDatabase(database);
    console.log(await run(database, command));
    return 0;
  } catch (error) {
    if (
      error instanceof AdminExistsError ||
      error instanceof AdminNotFoundError ||
      error instanceof AdminInputError
    ) {
      console.error(`admin: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

async function run(
  database: Database,
  command: Exclude<AdminCommand, { command: 'help' }>,
): Promise<string> {
  const password = command.password ?? generatePassword();
  const shown = command.password ? '' : ` Password: ${password}`;
  if (command.command === 'create') {
    const admin = await createAdmin(database.db, {
      email: command.email,
      password,
      role: command.role,
      name: command.name,
    });
    return `Created ${admin.role} admin ${admin.email}.${shown}`;
  }
  const admin = await resetAdminPassword(database.db, command.email, password);
  return `Reset the password of admin ${admin.email}; their sessions were signed out.${shown}`;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
