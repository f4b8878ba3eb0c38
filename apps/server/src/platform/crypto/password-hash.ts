import { hash, verify } from '@node-rs/bcrypt';

/*
 * bcrypt through a native (Rust) binding that runs on libuv's thread pool: a sign-in storm on a deadline day
 * neither blocks the event loop for every other request nor queues behind hashing in JavaScript, which is what
 * bcryptjs did (6–8 sign-ins a second at 64 connections, p99 9 s).
 */

/** bcrypt in the family's `$2a$10$` form, so hashes move between RuoYi databases and ours. */
export async function hashPassword(plain: string): Promise<string> {
  return (await hash(plain, 10)).replace(/^\$2b\$/, '$2a$');
}

/** Whether `plain` matches a stored `$2a$`/`$2b$`/`$2y$` hash; a malformed stored value is a mismatch. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  try {
    return await verify(plain, stored);
  } catch {
    return false;
  }
}

/** Checked when no account matches, so an unknown name takes as long as a wrong password. */
export const DUMMY_PASSWORD_HASH = '$2a$10$7JB720yubVSZvUI0rEqK/.VqGOZTH.ulu33dHOiBE8ByOhJIrdAu2';
