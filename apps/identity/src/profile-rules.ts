/** Spec 000 s5 (Phone) and s8: the one message for any phone the rules refuse. */
export const PHONE_ERROR = 'Please enter a valid phone number.';
/** Spec 000 s5 says a market-lookup zip is exactly five digits; the profile uses the same rule. */
export const ZIP_ERROR = 'Please enter a valid 5-digit zip code.';
export const FIRST_NAME_ERROR = 'Please enter your first name.';
export const NAME_LENGTH_ERROR = 'Names can be at most 50 characters.';
export const EMAIL_ERROR = 'Please enter a valid e-mail address.';
export const PASSWORD_ERROR = 'Your password must be 8 to 200 characters long.';
export const NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

/** Spec 000 s5: non-digits are stripped before sending. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * A North American number: ten digits, area code and exchange not starting with 0 or 1; a leading country
 * code 1 is dropped. Returns the ten digits, or undefined when the number is not valid.
 */
export function normalizePhone(input: string): string | undefined {
  let digits = phoneDigits(input);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : undefined;
}

/** Spec 000 s5: displayed as (nnn) nnn-nnnn for ten digits; anything else is shown as given. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

export interface ProfileFormValidation {
  currentPhoneNumber: string;
  updatedPhoneNumber: string;
  zipCode?: string;
}

/** The reply shape of spec 000 s7 `validateProfileForm`: errors map to the phone and zip fields. */
export interface ProfileFormResult {
  success: boolean;
  phoneNumberError?: string;
  zipCodeError?: string;
  /** The updated phone as (nnn) nnn-nnnn, or '' when the phone was cleared. */
  formattedUserPhone: string;
}

/**
 * Spec 000 s5/s7 `validateProfileForm`: the updated phone must be valid (an empty phone clears it); a given
 * zip must be five digits.
 */
export function validateProfileForm(input: ProfileFormValidation): ProfileFormResult {
  const updated = input.updatedPhoneNumber.trim();
  const phone = updated === '' ? '' : normalizePhone(updated);
  const zip = input.zipCode?.trim() ?? '';
  const result: ProfileFormResult = { success: true, formattedUserPhone: phone ? formatPhone(phone) : '' };
  if (phone === undefined) result.phoneNumberError = PHONE_ERROR;
  if (zip !== '' && !/^\d{5}$/.test(zip)) result.zipCodeError = ZIP_ERROR;
  result.success = !result.phoneNumberError && !result.zipCodeError;
  return result;
}

/** Spec 000 s5: validation runs only if the phone changed, or the zip was given and changed. */
export function needsProfileValidation(
  before: { phone: string; zip: string },
  after: { phone: string; zip: string },
): boolean {
  const phoneChanged = phoneDigits(after.phone) !== phoneDigits(before.phone);
  const zipChanged = after.zip.trim() !== '' && after.zip.trim() !== before.zip;
  return phoneChanged || zipChanged;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
  zip: string;
}

export type FieldErrors = Partial<
  Record<'email' | 'password' | 'firstName' | 'lastName' | 'phone' | 'zip', string>
>;

export type ProfileCheck =
  | { success: true; profile: { firstName: string; lastName: string; phone: string; zip: string } }
  | { success: false; errors: FieldErrors };

/** The profile-edit form: names, then the phone and zip rules of `validateProfileForm` when they changed. */
export function checkProfile(before: { phone: string; zip: string }, input: ProfileInput): ProfileCheck {
  const errors: FieldErrors = {};
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (firstName === '') errors.firstName = FIRST_NAME_ERROR;
  else if (firstName.length > NAME_MAX) errors.firstName = NAME_LENGTH_ERROR;
  if (lastName.length > NAME_MAX) errors.lastName = NAME_LENGTH_ERROR;
  let phone = before.phone;
  // An emptied zip clears it; only a given, changed zip is validated (spec 000 s5).
  const zip = input.zip.trim();
  if (needsProfileValidation(before, input)) {
    const reply = validateProfileForm({
      currentPhoneNumber: before.phone,
      updatedPhoneNumber: input.phone,
      zipCode: input.zip,
    });
    if (reply.phoneNumberError) errors.phone = reply.phoneNumberError;
    if (reply.zipCodeError) errors.zip = reply.zipCodeError;
    phone = input.phone.trim() === '' ? '' : (normalizePhone(input.phone) ?? '');
  }
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, profile: { firstName, lastName, phone, zip } };
}

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type SignUpCheck = { success: true; account: SignUpInput } | { success: false; errors: FieldErrors };

/** The sign-up form: an e-mail (lower-cased), a password of 8 to 200 characters, a first name. */
export function checkSignUp(input: SignUpInput): SignUpCheck {
  const errors: FieldErrors = {};
  const email = input.email.trim().toLowerCase();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) errors.email = EMAIL_ERROR;
  if (input.password.length < PASSWORD_MIN || input.password.length > PASSWORD_MAX)
    errors.password = PASSWORD_ERROR;
  if (firstName === '') errors.firstName = FIRST_NAME_ERROR;
  else if (firstName.length > NAME_MAX) errors.firstName = NAME_LENGTH_ERROR;
  if (lastName.length > NAME_MAX) errors.lastName = NAME_LENGTH_ERROR;
  if (Object.keys(errors).length > 0) return { success: false, errors };
  return { success: true, account: { email, password: input.password, firstName, lastName } };
}
