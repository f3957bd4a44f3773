import type { ZipDirectory } from '@forecourt/location';
import { ACCOUNT_MESSAGES } from './account-messages';

/** Digits only; a leading US country code 1 on eleven digits is dropped. */
export function phoneDigits(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** A US number: ten digits, area code and exchange not starting with 0 or 1 (the North American plan). */
export function isValidPhone(value: string | null | undefined): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(phoneDigits(value));
}

/** "Displayed format is (nnn) nnn-nnnn for ten digits" (spec 000 s5); anything else as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits.length !== 10) return value ?? '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export interface ProfileFormInput {
  updatedPhoneNumber: string;
  zipCode: string;
}

export interface ProfileFormResult {
  success: boolean;
  zipCodeError?: string;
  phoneNumberError?: string;
  formattedUserPhone?: string;
}

/**
 * Spec 000 s5: "the server validates and returns a formatted number"; "success, zipCodeError, phoneNumberError
 * and formattedUserPhone". An empty phone clears it and an empty zip was not given: neither is an error. A zip
 * must be five digits and a real US zip.
 */
export function validateProfileForm(input: ProfileFormInput, zips: ZipDirectory): ProfileFormResult {
  const phone = phoneDigits(input.updatedPhoneNumber);
  const zip = input.zipCode.trim();
  const phoneNumberError = phone !== '' && !isValidPhone(phone) ? ACCOUNT_MESSAGES.invalidPhone : undefined;
  const zipCodeError =
    zip !== '' && (!/^\d{5}$/.test(zip) || zips.lookup(zip) === undefined)
      ? ACCOUNT_MESSAGES.invalidZip
      : undefined;
  return {
    success: phoneNumberError === undefined && zipCodeError === undefined,
    ...(zipCodeError && { zipCodeError }),
    ...(phoneNumberError ? { phoneNumberError } : { formattedUserPhone: formatPhone(phone) }),
  };
}
