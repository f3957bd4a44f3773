import { describe, expect, it } from 'vitest';
import { ACCOUNT_CASES } from './account.cases';
import { CONTENT_CASES } from './content.cases';
import type { ContractCase } from './contract-case';
import { CONTRACTS, type Contract, type ContractName, fieldName, parseRequest } from './index';
import { LEAD_CASES } from './lead.cases';
import { LISTING_CASES } from './listing.cases';
import { LOCATION_CASES } from './location.cases';
import { MEMBER_CASES } from './member.cases';
import { PAYMENT_CASES } from './payment.cases';
import { PERSONALIZATION_CASES } from './personalization.cases';
import { RESEARCH_CASES } from './research.cases';
import { SEO_CASES } from './seo.cases';
import { TELEMETRY_CASES } from './telemetry.cases';
import { WALLET_CASES } from './wallet.cases';

// Typed as a full record: a contract without cases does not compile.
const CASES: Record<ContractName, ContractCase> = {
  ...ACCOUNT_CASES,
  ...MEMBER_CASES,
  ...PERSONALIZATION_CASES,
  ...LISTING_CASES,
  ...SEO_CASES,
  ...RESEARCH_CASES,
  ...LOCATION_CASES,
  ...CONTENT_CASES,
  ...PAYMENT_CASES,
  ...WALLET_CASES,
  ...LEAD_CASES,
  ...TELEMETRY_CASES,
};

const TABLE = Object.entries(CASES).map(([name, cases]) => ({
  name,
  contract: CONTRACTS[name as ContractName] as Contract,
  cases,
}));

/** A reply issue path as the tables write it: `listings[0].id`, `[0].vehicle_details`. */
function replyPath(path: readonly PropertyKey[]): string {
  return fieldName('body', path).replace(/^body\.?/, '');
}

describe('the case tables', () => {
  it('cover every contract, and only contracts', () => {
    expect(Object.keys(CASES).sort()).toEqual(Object.keys(CONTRACTS).sort());
  });
});

describe.each(TABLE)('$name', ({ contract, cases }) => {
  it.each(cases.valid.map((row, index) => ({ index, ...row })))(
    'accepts valid request $index',
    ({ request, parsed }) => {
      const result = parseRequest(contract, request);
      expect(result.success ? result.request : result.error).toMatchObject(parsed ?? {});
      expect(result.success).toBe(true);
    },
  );

  it('accepts its sample reply, unchanged by parsing', () => {
    const result = contract.reply.safeParse(cases.reply);
    expect(result.error?.issues).toBeUndefined();
    expect(result.data).toMatchObject(cases.reply as object);
  });

  if (cases.invalid.length > 0) {
    it.each(cases.invalid)('rejects $rule, naming $field', ({ request, field }) => {
      const result = parseRequest(contract, request);
      expect(result.success).toBe(false);
      if (result.success) return;
      expect(result.error.error).toMatchObject({ code: 'BAD_REQUEST', field });
      expect(result.error.error.message.startsWith(`${field}: `)).toBe(true);
    });
  }

  if (cases.badReplies !== undefined) {
    it.each(cases.badReplies)('refuses a reply without $rule at $path', ({ reply, path }) => {
      const result = contract.reply.safeParse(reply);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => replyPath(issue.path))).toContain(path);
    });
  }

  if (cases.replyHeaders !== undefined) {
    it('accepts its reply headers', () => {
      expect(contract.replyHeaders?.safeParse(cases.replyHeaders).success).toBe(true);
    });
  }
});
