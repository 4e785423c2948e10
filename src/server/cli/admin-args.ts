import { adminRoles, type AdminRole } from '../db/schema/index';

export type AdminCommand =
  | {
      command: 'create';
      email: string;
      password: string | null;
      role: AdminRole;
      name: string | null;
    }
  | { command: 'reset-password'; email: string; password: string | null }
  | { command: 'help' };

export type ParsedAdminArgs = { ok: true; value: AdminCommand } | { ok: false; message: string };

export const adminUsage = `Usage:
  npm run admin -- create EMAIL [--password PASSWORD] [--role owner|staff] [--name NAME]
  npm run admin -- reset-password EMAIL [--password PASSWORD]
Without --password a random password is generated and printed once.
With the embedded database (no DATABASE_URL), stop the server first.`;

const commands = ['create', 'reset-password'] as const;

/** Pure parsing of `npm run admin -- ...` arguments (process.argv without node and the script). */
export function parseAdminArgs(argv: readonly string[]): ParsedAdminArgs {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return { ok: true, value: { command: 'help' } };
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    if (!['password', 'role', 'name'].includes(name)) {
      return { ok: false, message: `unknown option --${name}` };
    }
    const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
    if (value === undefined || value === '') {
      return { ok: false, message: `--${name} needs a value` };
    }
    options.set(name, value);
  }

  const [command, email, ...extra] = positional;
  if (command === undefined)
    return { ok: false, message: 'missing command (create or reset-password)' };
  if (!(commands as readonly string[]).includes(command)) {
    return {
      ok: false,
      message: `unknown command "${command}" (expected create or reset-password)`,
    };
  }
  if (email === undefined || email.trim() === '') {
    return { ok: false, message: `missing EMAIL for ${command}` };
  }
  if (extra.length > 0) return { ok: false, message: `unexpected argument "${extra[0]}"` };

  const password = options.get('password') ?? null;
  if (command === 'reset-password') {
    if (options.has('role') || options.has('name')) {
      return { ok: false, message: 'reset-password only takes --password' };
    }
    return { ok: true, value: { command, email, password } };
  }
  const role = options.get('role') ?? 'owner';
  if (!(adminRoles as readonly string[]).includes(role)) {
    return { ok: false, message: `--role must be owner or staff (got "${role}")` };
  }
  return {
    ok: true,
    value: {
      command: 'create',
      email,
      password,
      role: role as AdminRole,
      name: options.get('name') ?? null,
    },
  };
}
