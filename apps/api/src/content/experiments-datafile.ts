import { createHash } from 'node:crypto';
import type { Datafile } from '@forecourt/contracts';
import { BUCKET_COUNT, FLAG_DEFAULTS } from '@forecourt/experiments';

/**
 * The experiment datafile the API publishes in place of the third-party service (spec 002 s4, s7), in the shape
 * `@forecourt/experiments`' `parseDatafile` reads. Features: the flag defaults of spec 002 s1 ("brand enabled,
 * e-mail opt-in on, chat on (two chat vendors; mobile chat off), wallet shown with articles and trade-in
 * offers", keys of `FLAG_DEFAULTS`), plus `paymentEmphasis` (off), which the one experiment decides.
 */
const CONTENT: Omit<Datafile, 'revision'> = {
  features: [
    ...Object.entries(FLAG_DEFAULTS).map(([key, defaultEnabled]) => ({ key, defaultEnabled })),
    { key: 'paymentEmphasis', defaultEnabled: false },
  ],
  experiments: [
    {
      // Shipped paused: it shows the shape (variations, an even split of all 10,000 buckets) without changing
      // what anyone sees. Setting `running` starts it.
      key: 'wallet-payment-emphasis',
      status: 'paused',
      variations: [{ key: 'control' }, { key: 'emphasis', features: { paymentEmphasis: true } }],
      trafficAllocation: [
        { variation: 'control', endOfRange: BUCKET_COUNT / 2 },
        { variation: 'emphasis', endOfRange: BUCKET_COUNT },
      ],
    },
  ],
};

/**
 * The datafile with its revision: the first 12 hex digits of the SHA-256 of its content, so any change to the
 * content is a new revision without anyone bumping a number, and an unchanged one is never reported again.
 */
export function experimentsDatafile(): Datafile {
  const revision = createHash('sha256').update(JSON.stringify(CONTENT)).digest('hex').slice(0, 12);
  return { revision, ...CONTENT };
}
