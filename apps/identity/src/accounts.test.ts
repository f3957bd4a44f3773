import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountStore,
  type Database,
  EMAIL_TAKEN,
  hashPassword,
  loadSecrets,
  openDatabase,
  PASSWORD_COST,
  verifyPassword,
} from './index';
import { TEST_PASSWORD_COST } from './testing/engines';

describe('passwords', () => {
  it('are salted scrypt hashes compared in constant time', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('correct horse', first)).toBe(true);
    expect(await verifyPassword('correct horsf', first)).toBe(false);
    expect(await verifyPassword('correct horse', 'garbage')).toBe(false);
  });

  it('cost N=2^15, r=8, p=1 by default; a hash made at another cost records it and verifies at it', async () => {
    expect(PASSWORD_COST).toEqual({ N: 32_768, r: 8, p: 1 });
    const cheap = await hashPassword('correct horse', TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$16\$8\$1\$/);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('correct horsf', cheap)).toBe(false);
  });
});

describe('accounts and secrets in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the signing key: a second start reads the same one', async () => {
    const first = await loadSecrets(database.db);
    const second = await loadSecrets(database.db);
    expect(second.signingKey.kid).toBe(first.signingKey.kid);
    expect(second.cookieKey).toBe(first.cookieKey);
    expect(first.signingKey.kty).toBe('RSA');
  });

  it('stores e-mails lower-cased and once; a changed phone is unverified', async () => {
    const store = createAccountStore(database.db, () => new Date('2025-01-02T03:04:05Z'));
    const created = await store.create({
      email: 'Mixed@Case.test',
      password: 'password1',
      firstName: 'M',
      lastName: '',
    });
    expect(created.success && created.account.email).toBe('mixed@case.test');
    // A store without a cost, as the service builds it, hashes at the production cost.
    const stored = await database.db
      .selectFrom('identity_accounts')
      .select('password_hash')
      .where('email', '=', 'mixed@case.test')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect((await store.authenticate('mixed@case.test', 'password1')).success).toBe(true);
    expect(
      await store.create({ email: 'MIXED@case.test', password: 'x'.repeat(8), firstName: 'N', lastName: '' }),
    ).toEqual({
      success: false,
      message: EMAIL_TAKEN,
    });
    if (!created.success) throw new Error('not created');
    const updated = await store.updateProfile(created.account.id, {
      firstName: 'M',
      lastName: 'C',
      phone: '5125550123',
      zip: '78701',
    });
    expect(updated).toMatchObject({ phone: '5125550123', phoneVerified: false, zip: '78701' });
    expect(await store.findById('not-a-uuid')).toBeUndefined();
  });
});
