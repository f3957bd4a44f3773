import { type ActionResult, failed, OK } from './action-result';
import type { LeadProfile, UserProfile } from './entities';
import { formatPhone, phoneDigits } from './phone';
import { reportFailure, type StoreContext } from './store-context';

/** The fields the profile edit screen changes. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  zip?: string;
}

/** Sends the validated changes to the login service that hosts the profile; resolves false or rejects on failure. */
export type SubmitProfile = (changes: ProfileChanges) => Promise<boolean | undefined> | boolean | undefined;

export interface ProfileActions {
  /**
   * Lead profile (spec 000 section 4): with no argument the cached one is used; a new one replaces the cache
   * only when firstName, lastName, email, phone or isOneClickOptedIn differ. Returns the lead profile in use.
   */
  setLeadProfile(lead?: LeadProfile): LeadProfile | null;
  /** Phone-verified profile edit: validate, submit, then update the profile and cache the first name. */
  editProfile(changes: ProfileChanges, submit: SubmitProfile): Promise<ActionResult>;
}

/** "firstName, lastName, email, phone or isOneClickOptedIn" */
export const LEAD_PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'isOneClickOptedIn'] as const;

export function leadProfileChanged(next: LeadProfile, cached: LeadProfile | undefined | null): boolean {
  return LEAD_PROFILE_FIELDS.some((key) => next[key] !== cached?.[key]);
}

export function profileActions(ctx: StoreContext): ProfileActions {
  const { set, get } = ctx;

  /** "Profile form validation is called only if the phone changed, or the zip was given and changed." */
  const validate = async (changes: ProfileChanges): Promise<ActionResult & { phone?: string }> => {
    const currentPhone = phoneDigits(get().profile?.phone);
    const phoneChanged = changes.phone !== undefined && phoneDigits(changes.phone) !== currentPhone;
    const zipChanged = !!changes.zip && changes.zip !== get().location.zip;
    if (!phoneChanged && !zipChanged) return OK;
    try {
      const reply = await ctx.client.validateProfileForm({
        currentPhoneNumber: currentPhone,
        updatedPhoneNumber: phoneDigits(changes.phone ?? currentPhone),
        zipCode: changes.zip ?? get().location.zip ?? '',
      });
      if (!reply.success) {
        const errors = {
          ...(reply.zipCodeError && { zip: reply.zipCodeError }),
          ...(reply.phoneNumberError && { phone: reply.phoneNumberError }),
        };
        set({ profileErrors: errors });
        return failed('invalid-profile', errors.phone ?? errors.zip);
      }
      return reply.formattedUserPhone ? { ...OK, phone: reply.formattedUserPhone } : OK;
    } catch (error) {
      reportFailure(ctx, 'editProfile validation', error);
      return failed('server');
    }
  };

  return {
    setLeadProfile(lead) {
      const cached = ctx.storage.readLeadProfile();
      if (!lead) {
        set({ leadProfile: cached ?? null });
        return cached ?? null;
      }
      if (leadProfileChanged(lead, cached)) {
        const stored: LeadProfile = {};
        for (const key of LEAD_PROFILE_FIELDS)
          if (lead[key] !== undefined) Object.assign(stored, { [key]: lead[key] });
        ctx.storage.writeLeadProfile(stored);
      }
      set({ leadProfile: { ...lead } });
      return get().leadProfile;
    },

    async editProfile(changes, submit) {
      set({ profileErrors: {} });
      const validation = await validate(changes);
      if (!validation.success) return validation;
      const phone = 'phone' in validation ? validation.phone : changes.phone;
      const submitted: ProfileChanges = { ...changes, ...(phone !== undefined && { phone }) };
      try {
        if ((await submit(submitted)) === false) throw new Error('The profile was not saved');
      } catch (error) {
        reportFailure(ctx, 'editProfile', error);
        return failed('server');
      }
      const current: UserProfile = get().profile ?? { searchIds: [], carIds: [] };
      const profile: UserProfile = { ...current };
      if (changes.firstName !== undefined) profile.firstName = changes.firstName;
      if (changes.lastName !== undefined) profile.lastName = changes.lastName;
      if (phone !== undefined) profile.phone = formatPhone(phone);
      if (!profile.firstName) delete profile.firstName;
      set({
        profile,
        isUserEditProfile: false,
        ...(changes.zip && { location: { ...get().location, zip: changes.zip } }),
      });
      // "the first name is stored in the cache (removed if absent)"
      const cached: UserProfile = { ...(ctx.storage.readProfile() ?? profile) };
      if (profile.firstName) cached.firstName = profile.firstName;
      else delete cached.firstName;
      ctx.storage.writeProfile(cached);
      return OK;
    },
  };
}
