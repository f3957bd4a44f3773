import { describe, expect, it } from 'vitest';
import { IdentityEnvironmentError, identityEnvironment, VERSION_MUST_BE_NUMBER } from './index';

describe('the test authentication environment (spec 002 s5)', () => {
  it('uses the local service by default URL, or the one given', () => {
    expect(identityEnvironment({ env: 'local' })).toEqual({ env: 'local', issuer: 'http://localhost:4100' });
    expect(identityEnvironment({ env: 'local', localUrl: 'http://localhost:5555/' }).issuer).toBe(
      'http://localhost:5555',
    );
  });

  it.each([[42], ['42'], [' 7 ']])('PR with a numeric version %j picks its preview service', (version) => {
    const picked = identityEnvironment({
      env: 'PR',
      version,
      prUrl: (pr) => `https://pr-${pr}.example.test`,
    });
    expect(picked.env).toBe('PR');
    expect(picked.issuer).toMatch(/^https:\/\/pr-\d+\.example\.test$/);
    expect(picked.version).toBe(Number(String(version).trim()));
  });

  it.each([[undefined], [''], ['abc'], ['1.5'], ['12a'], [Number.NaN]])(
    "PR with a non-numeric version %j throws 'Version must be a number when env is set to PR'",
    (version) => {
      expect(() => identityEnvironment({ env: 'PR', version })).toThrow(
        'Version must be a number when env is set to PR',
      );
      try {
        identityEnvironment({ env: 'PR', version });
      } catch (error) {
        expect(error).toBeInstanceOf(IdentityEnvironmentError);
        expect((error as IdentityEnvironmentError).code).toBe('INVALID_VERSION');
      }
    },
  );

  it('ignores the version outside PR, and refuses an unknown env by code', () => {
    expect(identityEnvironment({ env: 'production', version: 'abc' }).issuer).toBe(
      'https://identity.forecourt.dev',
    );
    expect(() => identityEnvironment({ env: 'staging' })).toThrow(IdentityEnvironmentError);
    expect(VERSION_MUST_BE_NUMBER).toBe('Version must be a number when env is set to PR');
  });
});
