import type { UserInfoReply } from './account-client';
import type { UserProfile } from './entities';
import { uniqueIds } from './recent-history';

const PROFILE_TEXT = ['firstName', 'lastName', 'email', 'phone', 'thumbnailUrl'] as const;

/**
 * The profile from both brands' userinfo: text fields from the shopper's own brand (the other's where it has
 * none), searchIds and carIds from both, own brand first, de-duplicated (spec 000 section 3). `undefined` when
 * neither brand answered.
 */
export function mergeProfiles(
  own: UserInfoReply | undefined,
  other: UserInfoReply | undefined,
): UserProfile | undefined {
  if (!own && !other) return undefined;
  const profile: UserProfile = {
    searchIds: uniqueIds([...(own?.searchIds ?? []), ...(other?.searchIds ?? [])]),
    carIds: uniqueIds([...(own?.carIds ?? []), ...(other?.carIds ?? [])]),
  };
  for (const key of PROFILE_TEXT) {
    const value = own?.[key] || other?.[key];
    if (typeof value === 'string' && value) profile[key] = value;
  }
  return profile;
}

/** True when two profiles hold the same fields and ids (in the same order). */
export function sameProfile(a: UserProfile | undefined | null, b: UserProfile | undefined | null): boolean {
  if (!a || !b) return a === b;
  return (
    PROFILE_TEXT.every((key) => (a[key] ?? '') === (b[key] ?? '')) &&
    a.searchIds.join(',') === b.searchIds.join(',') &&
    a.carIds.join(',') === b.carIds.join(',')
  );
}
