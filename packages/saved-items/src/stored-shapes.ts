import type { LeadProfile, RecentInventoryEntry, RecentSearchEntry, UserProfile } from './entities';

// Guards for what comes back out of storage: another version of the app, another tab or a shopper's own edits
// may have written anything under our keys.

type Guard<T> = (value: unknown) => value is T;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function optional(value: unknown, type: 'string' | 'boolean'): boolean {
  return value === undefined || typeof value === type;
}

export const isId: Guard<string> = (value): value is string =>
  typeof value === 'string' && value.trim() !== '';

export function listOf<T>(value: unknown, guard: Guard<T>): T[] {
  return Array.isArray(value) ? value.filter(guard) : [];
}

const PROFILE_TEXT = ['firstName', 'lastName', 'email', 'phone', 'thumbnailUrl'] as const;

export function toProfile(value: unknown): UserProfile | undefined {
  if (!isRecord(value) || !PROFILE_TEXT.every((key) => optional(value[key], 'string'))) return undefined;
  const profile: UserProfile = {
    searchIds: listOf(value.searchIds, isId),
    carIds: listOf(value.carIds, isId),
  };
  for (const key of PROFILE_TEXT) {
    const text = value[key];
    if (typeof text === 'string') profile[key] = text;
  }
  return profile;
}

export function toLeadProfile(value: unknown): LeadProfile | undefined {
  if (!isRecord(value)) return undefined;
  const text = ['firstName', 'lastName', 'email', 'phone'] as const;
  if (!text.every((key) => optional(value[key], 'string')) || !optional(value.isOneClickOptedIn, 'boolean')) {
    return undefined;
  }
  const lead: LeadProfile = {};
  for (const key of text) if (typeof value[key] === 'string') lead[key] = value[key];
  if (typeof value.isOneClickOptedIn === 'boolean') lead.isOneClickOptedIn = value.isOneClickOptedIn;
  return lead;
}

export const isRecentSearchEntry: Guard<RecentSearchEntry> = (value): value is RecentSearchEntry =>
  isRecord(value) &&
  typeof value.url === 'string' &&
  isRecord(value.query) &&
  typeof value.timestamp === 'number' &&
  ['heading', 'fullHeading', 'subHeading', 'fullSubHeading'].every((key) => typeof value[key] === 'string');

export const isRecentInventoryEntry: Guard<RecentInventoryEntry> = (value): value is RecentInventoryEntry =>
  isRecord(value) && isId(value.id) && typeof value.timestamp === 'number';

export function toTextAlertsCache(value: unknown): { phone: string } | undefined {
  return isRecord(value) && typeof value.phone === 'string' ? { phone: value.phone } : undefined;
}
