import { verify } from '@node-rs/argon2';

/**
 * An argon2id hash (the library's defaults: m = 19 MiB, t = 2, p = 1) of a password nobody has. A
 * login for an unknown user is verified against it, so it costs the same hashing work as a known one
 * and its answer time does not tell whether the user exists.
 */
export const dummyPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$nWs9n4QZt89omtQVPNUUSQ$7kIKkSPMAMJl7itVJKdhuR36QljZsVTrnpJeHRq/F98';

/** Verifies against the user's hash, or the dummy hash when there is no such user (always false). */
export async function verifyPasswordOrDummy(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? dummyPasswordHash, password);
    return ok && passwordHash !== null && passwordHash !== undefined;
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}
