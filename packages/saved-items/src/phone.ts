// Spec 000 section 5, "Phone".

/** "Non-digits are stripped before sending". */
export function phoneDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Ten digits: the only numbers the store sends as a phone (the server validates further). */
export function isValidPhone(value: string | null | undefined): boolean {
  return phoneDigits(value).length === 10;
}

/**
 * "Displayed format is (nnn) nnn-nnnn for ten digits." Anything that is not ten digits once stripped is shown
 * as given, so a shopper sees what they typed.
 */
export function formatPhone(value: string | null | undefined): string {
  const digits = phoneDigits(value);
  if (digits.length !== 10) return value ?? '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
