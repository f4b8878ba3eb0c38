import bcrypt from 'bcryptjs';

/** bcrypt in the family's `$2a$10$` form, so hashes move between RuoYi databases and ours. */
export async function hashPassword(plain: string): Promise<string> {
  const hash = await bcrypt.hash(plain, 10);
  return hash.replace(/^\$2b\$/, '$2a$');
}
