import type { ContractCases } from './contract-case';

const DATAFILE = {
  revision: '42',
  features: [{ key: 'wallet', defaultEnabled: true }],
  experiments: [
    {
      key: 'payment_emphasis',
      status: 'running',
      audience: { brand: ['atc', 'kbb'] },
      variations: [{ key: 'control' }, { key: 'emphasis', features: { wallet: true } }],
      trafficAllocation: [
        { variation: 'control', endOfRange: 5_000 },
        { variation: 'emphasis', endOfRange: 10_000 },
      ],
    },
  ],
};

/** Spec 002 s7: certified-pre-owned content and the experiment datafile. */
export const CONTENT_CASES: ContractCases<'getCertifiedContent' | 'getDatafile'> = {
  getCertifiedContent: {
    valid: [{ request: {} }],
    reply: {
      programs: [
        {
          makeCode: 'FORD',
          make: 'Ford',
          name: 'Ford Blue Advantage',
          benefits: ['14-day exchange'],
          inspectionPoints: 172,
        },
      ],
    },
    invalid: [],
    badReplies: [
      {
        rule: 'programmes',
        reply: { programs: [{ makeCode: 'FORD', make: 'Ford', name: 'x' }] },
        path: 'programs[0].benefits',
      },
    ],
  },
  getDatafile: {
    valid: [{ request: {} }],
    reply: DATAFILE,
    invalid: [],
    badReplies: [
      {
        rule: 'traffic allocation ends at 10000',
        reply: {
          ...DATAFILE,
          experiments: [
            { ...DATAFILE.experiments[0], trafficAllocation: [{ variation: 'control', endOfRange: 10_001 }] },
          ],
        },
        path: 'experiments[0].trafficAllocation[0].endOfRange',
      },
      {
        rule: 'features with defaults',
        reply: { ...DATAFILE, features: [{ key: 'wallet' }] },
        path: 'features[0].defaultEnabled',
      },
    ],
  },
};
