import { describe, expect, it } from 'vitest';
import {
  checkProfile,
  checkSignUp,
  formatPhone,
  needsProfileValidation,
  normalizePhone,
  PHONE_ERROR,
  validateProfileForm,
} from './index';
import { NEEDS_VALIDATION_CASES, PHONE_CASES, VALIDATE_PROFILE_CASES } from './profile-rules.cases';

describe('phone rules (spec 000 s5)', () => {
  it.each(PHONE_CASES)('$input → $digits', ({ input, digits, formatted }) => {
    expect(normalizePhone(input)).toBe(digits);
    if (digits) expect(formatPhone(digits)).toBe(formatted);
  });

  it('quotes the spec message', () => {
    expect(PHONE_ERROR).toBe('Please enter a valid phone number.');
  });
});

describe('validateProfileForm (spec 000 s7)', () => {
  it.each(VALIDATE_PROFILE_CASES)('$name', ({ input, reply }) => {
    expect(validateProfileForm(input)).toEqual(reply);
  });

  it.each(NEEDS_VALIDATION_CASES)(
    'runs only when the phone or a given zip changed: %#',
    ({ before, after, needed }) => {
      expect(needsProfileValidation(before, after)).toBe(needed);
    },
  );
});

describe('the profile-edit form', () => {
  const before = { phone: '5125550123', zip: '78701' };

  it('keeps an unchanged phone, stores a changed one as ten digits, and clears an emptied zip', () => {
    expect(
      checkProfile(before, { firstName: ' Ada ', lastName: 'King', phone: '(512) 555-0123', zip: '78701' }),
    ).toEqual({
      success: true,
      profile: { firstName: 'Ada', lastName: 'King', phone: '5125550123', zip: '78701' },
    });
    expect(
      checkProfile(before, { firstName: 'Ada', lastName: '', phone: '+1 737 555 0199', zip: '' }),
    ).toEqual({
      success: true,
      profile: { firstName: 'Ada', lastName: '', phone: '7375550199', zip: '' },
    });
  });

  it('names each bad field', () => {
    expect(
      checkProfile(before, { firstName: '', lastName: 'x'.repeat(51), phone: '12', zip: '1234' }),
    ).toEqual({
      success: false,
      errors: {
        firstName: 'Please enter your first name.',
        lastName: 'Names can be at most 50 characters.',
        phone: 'Please enter a valid phone number.',
        zip: 'Please enter a valid 5-digit zip code.',
      },
    });
  });
});

describe('the sign-up form', () => {
  it('lower-cases the e-mail and accepts 8 to 200 characters of password', () => {
    expect(
      checkSignUp({ email: ' Ada@Example.COM ', password: '12345678', firstName: 'Ada', lastName: '' }),
    ).toEqual({
      success: true,
      account: { email: 'ada@example.com', password: '12345678', firstName: 'Ada', lastName: '' },
    });
  });

  it.each([
    ['email', { email: 'ada@', password: '12345678', firstName: 'Ada', lastName: '' }],
    ['password', { email: 'ada@example.com', password: '1234567', firstName: 'Ada', lastName: '' }],
    ['password', { email: 'ada@example.com', password: 'x'.repeat(201), firstName: 'Ada', lastName: '' }],
    ['firstName', { email: 'ada@example.com', password: '12345678', firstName: ' ', lastName: '' }],
  ])('refuses a bad %s', (fieldName, input) => {
    const result = checkSignUp(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(result.errors)).toEqual([fieldName]);
  });
});
