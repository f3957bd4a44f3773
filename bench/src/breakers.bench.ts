// Overhead of an @forecourt/breakers breaker around an async call, beside the bare call in the same run
// (issue 4: at most 5 microseconds a call). Two more pairs say where the cost is: our wrapper beside raw
// opossum with the same options, and an action that reads its signal beside a bare call that makes one.
// Writes bench/results/breakers.{json,md}. Not a test: nothing here fails on a figure.
import { createRequire } from 'node:module';
import { BREAKER_POLICIES, type BreakerCall, createBreaker } from '@forecourt/breakers';
import { median, sideBySide, writeReport } from './harness.js';

const CALLS = 200_000;
const SAMPLES = 7;
const TARGET_MICROS = 5;
const EXPECTED = (CALLS * (CALLS + 1)) / 2;

// bench has no @types/opossum: the little of opossum used here, typed by hand.
type Opossum = new (
  action: (value: number) => Promise<number>,
  options: Record<string, unknown>,
) => { fire(value: number): Promise<number>; shutdown(): void };
const CircuitBreaker = createRequire(import.meta.url)('opossum') as Opossum;

const bare = async (value: number) => value + 1;
const quiet = { logger: { warn: () => {}, error: () => {} } };
// The listing call's settings (3 s time-out, 30 s reset) without its fallback, so every call answers a number.
const { fallback: _fallback, ...listing } = BREAKER_POLICIES.listing;
const breaker = createBreaker(listing, (_call: BreakerCall, value: number) => bare(value), quiet);
const signalBreaker = createBreaker(
  listing,
  (call: BreakerCall, value: number) =>
    call.signal.aborted ? Promise.reject(call.signal.reason) : bare(value),
  quiet,
);
// opossum as createBreaker configures it, without our wrapper (call context, shutdown bookkeeping, events).
const raw = new CircuitBreaker((value: number) => bare(value), {
  timeout: 3000,
  resetTimeout: 30_000,
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  rollingPercentilesEnabled: false,
  enableSnapshots: false,
});
const bareWithSignal = (value: number) => {
  const { signal } = new AbortController();
  return signal.aborted ? Promise.reject(signal.reason) : bare(value);
};

/** Microseconds per call over CALLS sequential awaited calls. */
async function microsPerCall(call: (value: number) => Promise<number>): Promise<number> {
  const started = process.hrtime.bigint();
  let sink = 0;
  for (let i = 0; i < CALLS; i++) sink += await call(i);
  const micros = Number(process.hrtime.bigint() - started) / 1e3 / CALLS;
  if (sink !== EXPECTED) throw new Error(`calls returned ${sink}, expected ${EXPECTED}`);
  return micros;
}

async function pair(ours: (value: number) => Promise<number>, baseline: (value: number) => Promise<number>) {
  const samples = await sideBySide(
    () => microsPerCall(ours),
    () => microsPerCall(baseline),
    SAMPLES,
  );
  const o = median(samples.ours);
  const b = median(samples.baseline);
  return { ours: o, baseline: b, overhead: o - b, samples };
}

const main = await pair((v) => breaker.fire(v), bare);
const wrapper = await pair(
  (v) => breaker.fire(v),
  (v) => raw.fire(v),
);
const withSignal = await pair((v) => signalBreaker.fire(v), bareWithSignal);
breaker.shutdown();
signalBreaker.shutdown();
raw.shutdown();

const met = main.overhead <= TARGET_MICROS;
const us = (value: number) => value.toFixed(2);
const round = (values: number[]) => values.map((value) => Number(value.toFixed(3)));

writeReport({
  name: 'breakers',
  title: 'breakers: overhead of a breaker-wrapped call',
  result: {
    benchmark: 'createBreaker(listing policy, action).fire() vs the bare async call',
    callsPerSample: CALLS,
    samples: SAMPLES,
    unit: 'microseconds per call (median of samples)',
    breaker: { median: main.ours, samples: round(main.samples.ours) },
    bare: { median: main.baseline, samples: round(main.samples.baseline) },
    overhead: main.overhead,
    wrapperVsOpossum: {
      breaker: wrapper.ours,
      opossum: wrapper.baseline,
      wrapperShare: wrapper.overhead,
      samples: { breaker: round(wrapper.samples.ours), opossum: round(wrapper.samples.baseline) },
    },
    actionReadingSignal: {
      breaker: withSignal.ours,
      bareMakingSignal: withSignal.baseline,
      overhead: withSignal.overhead,
    },
    targets: { overheadMicros: TARGET_MICROS },
    met,
  },
  table: [
    `| | µs per call (median of ${SAMPLES} x ${CALLS.toLocaleString('en-US')} calls) | overhead |`,
    '|---|---|---|',
    `| bare async call | ${us(main.baseline)} | |`,
    `| breaker-wrapped call (action ignores its signal) | ${us(main.ours)} | **${us(main.overhead)} µs** |`,
    `| raw opossum, same options (same run as the next row) | ${us(wrapper.baseline)} | |`,
    `| breaker-wrapped call | ${us(wrapper.ours)} | ${us(wrapper.overhead)} µs is our wrapper |`,
    `| bare call that makes an AbortController signal | ${us(withSignal.baseline)} | |`,
    `| breaker-wrapped call whose action reads its signal | ${us(withSignal.ours)} | ${us(withSignal.overhead)} µs |`,
    '',
    `Target: at most ${TARGET_MICROS} µs overhead a call: ${met ? 'met' : 'NOT met'}.`,
  ].join('\n'),
  summary: `${us(main.overhead)} µs/call overhead (${us(main.ours)} breaker vs ${us(main.baseline)} bare; wrapper ${us(wrapper.overhead)} µs of it); target ${TARGET_MICROS} µs ${met ? 'met' : 'NOT met'}`,
});
