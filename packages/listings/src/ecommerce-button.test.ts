import { describe, expect, it } from 'vitest';
import {
  ECOMMERCE_HELPER_TEXT,
  ECOMMERCE_LABELS,
  ecommerceButton,
  isAccelerateListing,
  type Listing,
} from './index';

describe('ecommerceButton (spec 000 sections 3 and 9)', () => {
  it('quotes the labels and helper text verbatim', () => {
    // "Default e-commerce button labels are 'Start Purchase' (accelerate type) and 'Continue Online'."
    expect(ECOMMERCE_LABELS.accelerate).toBe('Start Purchase');
    expect(ECOMMERCE_LABELS.default).toBe('Continue Online');
    expect(ECOMMERCE_HELPER_TEXT).toBe(
      'Buy this car from the comfort of your own home including stress-free pick up or delivery!',
    );
  });

  const href = 'https://dealer.example/buy/712345678';

  it.each<[string, Omit<Listing, 'id'>, ReturnType<typeof ecommerceButton>]>([
    ['no link, not accelerate: no button', {}, undefined],
    [
      'a link: Continue Online',
      { ecommWebsite: { href } },
      {
        label: 'Continue Online',
        href,
        helperText: ECOMMERCE_HELPER_TEXT,
        deemphasized: false,
        accelerate: false,
      },
    ],
    [
      'accelerate flag: Start Purchase',
      { accelerate: true, ecommWebsite: { href } },
      {
        label: 'Start Purchase',
        href,
        helperText: ECOMMERCE_HELPER_TEXT,
        deemphasized: false,
        accelerate: true,
      },
    ],
    [
      'accelerate digital retailing type, no link',
      { paymentServices: { digitalRetailingType: 'ACCELERATE' } },
      {
        label: 'Start Purchase',
        href: undefined,
        helperText: ECOMMERCE_HELPER_TEXT,
        deemphasized: false,
        accelerate: true,
      },
    ],
    [
      "the listing's label wins over the default",
      { ecommWebsite: { href, label: 'Buy Online' } },
      {
        label: 'Buy Online',
        href,
        helperText: ECOMMERCE_HELPER_TEXT,
        deemphasized: false,
        accelerate: false,
      },
    ],
    [
      'esntial helper text, link and deemphasis win',
      {
        ecommWebsite: { href: 'https://old.example' },
        esntial: {
          helperText: 'Shop from home',
          deemphasized: true,
          ecommWebsite: { href, label: 'Reserve' },
        },
      },
      { label: 'Reserve', href, helperText: 'Shop from home', deemphasized: true, accelerate: false },
    ],
    [
      'an empty label or helper text falls back to the defaults',
      { ecommWebsite: { href, label: ' ' }, esntial: { helperText: '' } },
      {
        label: 'Continue Online',
        href,
        helperText: ECOMMERCE_HELPER_TEXT,
        deemphasized: false,
        accelerate: false,
      },
    ],
    ['an empty href is no link', { ecommWebsite: { href: '' } }, undefined],
  ])('%s', (_label, listing, button) => {
    expect(ecommerceButton(listing)).toEqual(button);
  });

  it.each([
    [{ accelerate: true }, true],
    [{ paymentServices: { digitalRetailingType: 'accelerate' } }, true],
    [{ paymentServices: { digitalRetailingType: 'roadster' } }, false],
    [{ accelerate: false }, false],
  ])('isAccelerateListing(%j) is %s', (listing, accelerate) => {
    expect(isAccelerateListing(listing)).toBe(accelerate);
  });
});
