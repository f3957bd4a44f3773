import type { Datafile } from './datafile';

/** A datafile with one flag decided by an experiment, one targeted experiment and one paused experiment. */
export const SAMPLE_DATAFILE: Datafile = {
  revision: '42',
  features: [
    { key: 'brand', defaultEnabled: true },
    { key: 'mobileChat', defaultEnabled: false },
    { key: 'newSearch', defaultEnabled: false },
  ],
  experiments: [
    {
      key: 'search-redesign',
      status: 'running',
      variations: [
        { key: 'control', features: { newSearch: false } },
        { key: 'redesign', features: { newSearch: true } },
      ],
      trafficAllocation: [
        { variation: 'control', endOfRange: 5000 },
        { variation: 'redesign', endOfRange: 10000 },
      ],
    },
    {
      key: 'wallet-copy',
      status: 'running',
      audience: { device: ['desktop', 'tablet'], signedIn: true },
      variations: [{ key: 'a' }, { key: 'b' }],
      trafficAllocation: [
        { variation: 'a', endOfRange: 2500 },
        { variation: 'b', endOfRange: 5000 },
      ],
    },
    {
      key: 'paused-test',
      status: 'paused',
      variations: [{ key: 'on', features: { mobileChat: true } }],
      trafficAllocation: [{ variation: 'on', endOfRange: 10000 }],
    },
  ],
};

export interface InvalidDatafileCase {
  why: string;
  input: unknown;
  message: string;
}

const experiment = SAMPLE_DATAFILE.experiments[0];

export const INVALID_DATAFILES: InvalidDatafileCase[] = [
  { why: 'not an object', input: [], message: 'datafile must be an object' },
  { why: 'no revision', input: { features: [] }, message: 'datafile.revision must be a string' },
  {
    why: 'feature without a default',
    input: { revision: '1', features: [{ key: 'chat' }] },
    message: 'datafile.features[0].defaultEnabled must be true or false',
  },
  {
    why: 'feature key with a space',
    input: { revision: '1', features: [{ key: 'new search', defaultEnabled: true }] },
    message: "datafile.features[0].key must be letters, digits, '_', '.' or '-'",
  },
  {
    why: 'repeated feature',
    input: {
      revision: '1',
      features: [
        { key: 'chat', defaultEnabled: true },
        { key: 'chat', defaultEnabled: false },
      ],
    },
    message: 'datafile.features has a repeated key',
  },
  {
    why: 'variation sets an unknown feature',
    input: { revision: '1', features: [], experiments: [experiment] },
    message: 'datafile.experiments[0].variations[0].features.newSearch is not a feature of the datafile',
  },
  {
    why: 'ranges out of order',
    input: {
      ...SAMPLE_DATAFILE,
      experiments: [
        {
          ...experiment,
          trafficAllocation: [
            { variation: 'control', endOfRange: 6000 },
            { variation: 'redesign', endOfRange: 5000 },
          ],
        },
      ],
    },
    message:
      'datafile.experiments[0].trafficAllocation[1].endOfRange must be a whole number from 6000 to 10000',
  },
  {
    why: 'range names no variation',
    input: {
      ...SAMPLE_DATAFILE,
      experiments: [{ ...experiment, trafficAllocation: [{ variation: 'other', endOfRange: 10 }] }],
    },
    message: 'datafile.experiments[0].trafficAllocation[0].variation must name a variation of the experiment',
  },
  {
    why: 'unknown status',
    input: { ...SAMPLE_DATAFILE, experiments: [{ ...experiment, status: 'archived' }] },
    message: "datafile.experiments[0].status must be 'running' or 'paused'",
  },
  {
    why: 'no variations',
    input: { ...SAMPLE_DATAFILE, experiments: [{ ...experiment, variations: [], trafficAllocation: [] }] },
    message: 'datafile.experiments[0].variations must not be empty',
  },
  {
    why: 'audience with an object value',
    input: { ...SAMPLE_DATAFILE, experiments: [{ ...experiment, audience: { device: { is: 'mobile' } } }] },
    message: 'datafile.experiments[0].audience.device must be a string, number, boolean or a list of them',
  },
  {
    why: 'repeated experiment',
    input: { ...SAMPLE_DATAFILE, experiments: [experiment, experiment] },
    message: 'datafile.experiments has a repeated key',
  },
];
