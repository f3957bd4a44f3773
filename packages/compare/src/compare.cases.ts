import type { CompareAddOutcome } from './index';

type Step = { add: string; outcome: CompareAddOutcome } | { remove: string; removed: boolean };

export interface CompareCase {
  /** The spec 001 section 4 sentence the case checks. */
  rule: string;
  start: string[];
  steps: Step[];
  end: string[];
}

export const COMPARE_CASES: CompareCase[] = [
  {
    rule: 'Add only if not present and fewer than five: a new id is appended',
    start: ['10001', '10002'],
    steps: [{ add: '10003', outcome: 'added' }],
    end: ['10001', '10002', '10003'],
  },
  {
    rule: 'Add only if not present: an id already listed is not added twice',
    start: ['10001', '10002'],
    steps: [{ add: '10001', outcome: 'present' }],
    end: ['10001', '10002'],
  },
  {
    rule: 'fewer than five: the fifth id is still added',
    start: ['10001', '10002', '10003', '10004'],
    steps: [{ add: '10005', outcome: 'added' }],
    end: ['10001', '10002', '10003', '10004', '10005'],
  },
  {
    rule: 'at five an add is ignored',
    start: ['10001', '10002', '10003', '10004', '10005'],
    steps: [{ add: '10006', outcome: 'full' }],
    end: ['10001', '10002', '10003', '10004', '10005'],
  },
  {
    rule: 'at five an add of a listed id is still reported as present',
    start: ['10001', '10002', '10003', '10004', '10005'],
    steps: [{ add: '10003', outcome: 'present' }],
    end: ['10001', '10002', '10003', '10004', '10005'],
  },
  {
    rule: 'Remove by id, then an add fits again',
    start: ['10001', '10002', '10003', '10004', '10005'],
    steps: [
      { remove: '10002', removed: true },
      { add: '10006', outcome: 'added' },
    ],
    end: ['10001', '10003', '10004', '10005', '10006'],
  },
  {
    rule: 'Remove by id: an id not in the list changes nothing',
    start: ['10001'],
    steps: [{ remove: '10009', removed: false }],
    end: ['10001'],
  },
  {
    rule: 'Remove by id: the last id empties the list',
    start: ['10001'],
    steps: [{ remove: '10001', removed: true }],
    end: [],
  },
];
