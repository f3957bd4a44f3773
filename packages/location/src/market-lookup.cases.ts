/**
 * "A zip used for market lookup must be exactly five digits." (spec 001 s5). Each of these is refused with the
 * invalid-zip message before any call is made.
 */
export const NOT_FIVE_DIGITS: { rule: string; zip: unknown }[] = [
  { rule: 'missing', zip: undefined },
  { rule: 'null', zip: null },
  { rule: 'empty', zip: '' },
  { rule: 'four digits', zip: '7870' },
  { rule: 'six digits', zip: '787011' },
  { rule: 'ZIP+4', zip: '78701-1234' },
  { rule: 'a leading space', zip: ' 78701' },
  { rule: 'letters', zip: 'abcde' },
  { rule: 'a number, not text', zip: 78701 },
  { rule: 'a Canadian postal prefix', zip: 'T0A' },
];
