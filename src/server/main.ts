import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseUnreachableError } from './db/client';
import { packageVersion } from './project-root';
import { startServer, type Server } from './start';

const shutdownGraceMs = 10_000;

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig(process.env, packageVersion());
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  throw error;
}

let server: Server;
try {
  server = await startServer(config);
} catch (error) {
  if (error instanceof DatabaseUnreachableError)
    fail(`Configuration error: DATABASE_URL ${error.message}`);
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    fail(`Configuration error: PORT ${config.port} is already in use`);
  }
  throw error;
}

console.log(
  `\nServing on ${server.url} (database: ${server.database.driver}${config.databaseUrl ? '' : `, data in ${config.dataDir}`})`,
);
if (server.firstAdmin) {
  console.log('\nFirst admin created. Sign in at ' + `${server.url}/#/admin/login`);
  console.log(`  email:    ${server.firstAdmin.email}`);
  console.log(
    server.firstAdmin.password
      ? `  password: ${server.firstAdmin.password}   (shown once: change it, or reset it with npm run admin -- reset-password ${server.firstAdmin.email})\n`
      : '  password: the one in ADMIN_PASSWORD\n',
  );
}

// Graceful shutdown: stop accepting, let requests in flight finish, close sockets and the database.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, shutdownGraceMs);
    force.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
