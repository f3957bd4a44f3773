// Spec 000 s5 (Phone): "Non-digits are stripped before sending; the server validates and returns a formatted
// number. Displayed format is (nnn) nnn-nnnn for ten digits." s8: 'Please enter a valid phone number.'
export const PHONE_CASES: readonly { input: string; digits: string | undefined; formatted?: string }[] = [
  { input: '5125550123', digits: '5125550123', formatted: '(512) 555-0123' },
  { input: '(512) 555-0123', digits: '5125550123', formatted: '(512) 555-0123' },
  { input: '512.555.0123', digits: '5125550123', formatted: '(512) 555-0123' },
  { input: '+1 512 555 0123', digits: '5125550123', formatted: '(512) 555-0123' },
  { input: '1-512-555-0123', digits: '5125550123', formatted: '(512) 555-0123' },
  { input: '555-0123', digits: undefined },
  { input: '51255501234', digits: undefined },
  { input: '0125550123', digits: undefined },
  { input: '5121550123', digits: undefined },
  { input: 'call me', digits: undefined },
];

// Spec 000 s7 validateProfileForm: currentPhoneNumber, updatedPhoneNumber, zipCode → success, zipCodeError,
// phoneNumberError, formattedUserPhone.
export const VALIDATE_PROFILE_CASES: readonly {
  name: string;
  input: { currentPhoneNumber: string; updatedPhoneNumber: string; zipCode?: string };
  reply: { success: boolean; phoneNumberError?: string; zipCodeError?: string; formattedUserPhone: string };
}[] = [
  {
    name: 'a valid new phone and zip',
    input: { currentPhoneNumber: '', updatedPhoneNumber: '512-555-0123', zipCode: '78701' },
    reply: { success: true, formattedUserPhone: '(512) 555-0123' },
  },
  {
    name: 'a short phone',
    input: { currentPhoneNumber: '', updatedPhoneNumber: '555-0123', zipCode: '78701' },
    reply: { success: false, phoneNumberError: 'Please enter a valid phone number.', formattedUserPhone: '' },
  },
  {
    name: 'a four-digit zip',
    input: { currentPhoneNumber: '5125550123', updatedPhoneNumber: '5125550123', zipCode: '7870' },
    reply: {
      success: false,
      zipCodeError: 'Please enter a valid 5-digit zip code.',
      formattedUserPhone: '(512) 555-0123',
    },
  },
  {
    name: 'a phone cleared, no zip',
    input: { currentPhoneNumber: '5125550123', updatedPhoneNumber: '' },
    reply: { success: true, formattedUserPhone: '' },
  },
  {
    name: 'both wrong',
    input: { currentPhoneNumber: '', updatedPhoneNumber: 'abc', zipCode: 'abcde' },
    reply: {
      success: false,
      phoneNumberError: 'Please enter a valid phone number.',
      zipCodeError: 'Please enter a valid 5-digit zip code.',
      formattedUserPhone: '',
    },
  },
];

// Spec 000 s5: "Profile form validation is called only if the phone changed, or the zip was given and changed."
export const NEEDS_VALIDATION_CASES: readonly {
  before: { phone: string; zip: string };
  after: { phone: string; zip: string };
  needed: boolean;
}[] = [
  {
    before: { phone: '5125550123', zip: '78701' },
    after: { phone: '(512) 555-0123', zip: '78701' },
    needed: false,
  },
  {
    before: { phone: '5125550123', zip: '78701' },
    after: { phone: '5125550124', zip: '78701' },
    needed: true,
  },
  {
    before: { phone: '5125550123', zip: '78701' },
    after: { phone: '5125550123', zip: '10001' },
    needed: true,
  },
  { before: { phone: '5125550123', zip: '78701' }, after: { phone: '5125550123', zip: '' }, needed: false },
];
