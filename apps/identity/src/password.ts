import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: N (a power of 2), the block size r and the parallelism p. */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

// OWASP's scrypt floor (N=2^17, r=8, p=1) costs ~128 MiB per hash; N=2^15 keeps a laptop and a 2-core CI
// responsive while staying far above a plain digest. The parameters are stored in each hash, so raising them
// later leaves old hashes verifiable.
export const PASSWORD_COST: Readonly<PasswordCost> = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { ...params, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/**
 * `scrypt$N$r$p$salt$key` (base64url): a fresh 16-byte salt per password. `cost` is for tests, which hash
 * hundreds of passwords and need no brute-force resistance. @default PASSWORD_COST
 */
export async function hashPassword(
  password: string,
  cost: Readonly<PasswordCost> = PASSWORD_COST,
): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, KEY_LENGTH);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored hash is a mismatch, never a throw. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return expected.length > 0 && timingSafeEqual(actual, expected);
}
