import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUCKET_COUNT, bucketFor, createDatafileProvider, type Datafile } from './index';

const VISITORS = Array.from({ length: 2000 }, (_, index) => `visitor-${index}-${(index * 7919) % 104729}`);

describe('bucketFor', () => {
  // The bucket values Optimizely's own bucketer tests expect for user id + experiment id, so a visitor lands
  // in the same bucket here as under Optimizely's SDK.
  it.each([
    ['ppid1', '1886780721', 5254],
    ['ppid2', '1886780721', 4299],
    ['ppid2', '1886780722', 2434],
    ['ppid3', '1886780721', 5439],
  ])('buckets %s in %s at %i, as Optimizely does', (visitor, experiment, bucket) => {
    expect(bucketFor(visitor, experiment)).toBe(bucket);
  });

  it('is deterministic and within the 10,000 buckets for any visitor and experiment', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1 }), (visitor, experiment) => {
        const bucket = bucketFor(visitor, experiment);
        expect(bucket).toBe(bucketFor(visitor, experiment));
        expect(Number.isInteger(bucket) && bucket >= 0 && bucket < BUCKET_COUNT).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('puts roughly the allocated share of visitors below any end of range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: BUCKET_COUNT }),
        fc.stringMatching(/^[a-z-]{1,12}$/),
        (end, key) => {
          const share = VISITORS.filter((visitor) => bucketFor(visitor, key) < end).length / VISITORS.length;
          // 2000 visitors: one standard deviation is at most 1.1 points, so 5 points is a wide margin.
          expect(Math.abs(share - end / BUCKET_COUNT)).toBeLessThan(0.05);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a datafile experiment with a traffic allocation', () => {
  it('gives each variation roughly its share, the rest no variation, and the same answer on every render', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 0, max: 10 }),
        ),
        ([a, b, out]) => {
          fc.pre(a + b + out > 0);
          const unit = BUCKET_COUNT / (a + b + out);
          const datafile: Datafile = {
            revision: '1',
            features: [],
            experiments: [
              {
                key: 'split',
                status: 'running',
                variations: [{ key: 'a' }, { key: 'b' }],
                trafficAllocation: [
                  { variation: 'a', endOfRange: Math.round(unit * a) },
                  { variation: 'b', endOfRange: Math.round(unit * (a + b)) },
                ],
              },
            ],
          };
          const server = createDatafileProvider({ datafile });
          const browser = createDatafileProvider({ datafile: JSON.parse(JSON.stringify(datafile)) });
          const counts = { a: 0, b: 0, none: 0 };
          for (const visitorId of VISITORS) {
            const variation = server.resolveVariation('split', { visitorId }).value;
            expect(browser.resolveVariation('split', { visitorId }).value).toBe(variation);
            counts[(variation ?? 'none') as keyof typeof counts] += 1;
          }
          const total = a + b + out;
          expect(Math.abs(counts.a / VISITORS.length - a / total)).toBeLessThan(0.05);
          expect(Math.abs(counts.b / VISITORS.length - b / total)).toBeLessThan(0.05);
          expect(Math.abs(counts.none / VISITORS.length - out / total)).toBeLessThan(0.05);
        },
      ),
      { numRuns: 15 },
    );
    // Thousands of hashes per run: on a loaded 2-core CI machine this takes seconds, not the default 5.
  }, 30_000);
});
