import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ERROR_CODES,
  API_ERROR_STATUS,
  apiError,
  apiErrorSchema,
  CONTRACTS,
  type Contract,
  fieldName,
  parseRequest,
  toApiError,
} from './index';

const ALL = Object.values(CONTRACTS) as Contract[];

/** A valid value for every path parameter of the API, so that the part under test is the one that fails. */
const PARAMS = {
  vin: '2HGFC2F59MH512345',
  vehicleId: '451234',
  id: 'v-1',
  walletId: 'w-1',
  consumerId: 'c-1',
  zip: '78701',
  brand: 'atc',
  listingId: '712345678',
};

describe('the error reply', () => {
  it('has the six codes and their statuses', () => {
    expect(API_ERROR_STATUS).toEqual({
      BAD_REQUEST: 400,
      UNAUTHORIZED: 401,
      FORBIDDEN: 403,
      NOT_FOUND: 404,
      RATE_LIMITED: 429,
      INTERNAL: 500,
    });
    expect(API_ERROR_CODES).toEqual([
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'RATE_LIMITED',
      'INTERNAL',
    ]);
  });

  it('apiError makes a reply the schema accepts', () => {
    expect(apiError('NOT_FOUND', 'No wallet has that id')).toEqual({
      error: { code: 'NOT_FOUND', message: 'No wallet has that id' },
    });
    expect(apiErrorSchema.parse(apiError('RATE_LIMITED', 'Slow down', 'body.fromEmailAddress'))).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Slow down', field: 'body.fromEmailAddress' },
    });
    expect(apiErrorSchema.safeParse({ error: { code: 'TEAPOT', message: 'x' } }).success).toBe(false);
  });
});

describe('fieldName', () => {
  it.each([
    { where: 'query', path: [], name: 'query' },
    { where: 'query', path: ['zip'], name: 'query.zip' },
    { where: 'body', path: ['carIds', 0], name: 'body.carIds[0]' },
    { where: 'body', path: ['dataMap', 'mobile_number'], name: 'body.dataMap.mobile_number' },
    { where: 'body', path: ['cashOffers', '-1'], name: 'body.cashOffers["-1"]' },
    { where: 'headers', path: ['x-fwd-svc'], name: 'headers["x-fwd-svc"]' },
  ] as const)('$name', ({ where, path, name }) => {
    expect(fieldName(where, path)).toBe(name);
  });
});

describe('toApiError', () => {
  const schema = z.object({
    zip: z.string().regex(/^\d{5}$/, 'zip must be exactly five digits'),
    n: z.int(),
  });

  it('names the first bad field and lists every issue', () => {
    const error = schema.safeParse({ zip: '1', n: 1.5 }).error as z.ZodError;
    expect(toApiError(error, 'query')).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'query.zip: zip must be exactly five digits',
        field: 'query.zip',
        issues: [
          { path: 'query.zip', message: 'zip must be exactly five digits' },
          { path: 'query.n', message: expect.any(String) },
        ],
      },
    });
  });

  it('names the part itself when the whole value is wrong', () => {
    const error = schema.safeParse('zip=1').error as z.ZodError;
    expect(toApiError(error, 'body').error.field).toBe('body');
  });

  it('gives replies the error schema accepts', () => {
    const error = schema.safeParse({}).error as z.ZodError;
    expect(apiErrorSchema.safeParse(toApiError(error, 'params')).success).toBe(true);
  });
});

// Query values as HTTP gives them, junk included.
const queryValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', 'undefined', '-1', '1e9', '2020', '78701', 'true', 'USED,NEW', 'x,,y'),
  fc.array(fc.string({ maxLength: 6 }), { maxLength: 3 }),
);

describe('every contract answers a bad request with a 400 that names a field', () => {
  it.each(
    ALL.filter((contract) => contract.query !== undefined).map((contract) => ({
      name: contract.name,
      contract,
    })),
  )('$name: generated queries', ({ contract }) => {
    const keys = Object.keys(contract.query?.shape ?? {});
    const key = fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 }));
    const bare = parseRequest(contract, { params: PARAMS });
    expect(bare.success || bare.error.error.field?.startsWith('query')).toBe(true);
    fc.assert(
      fc.property(fc.dictionary(key, queryValue, { maxKeys: 6 }), (query) => {
        const result = parseRequest(contract, { params: PARAMS, query, body: {} });
        if (result.success) return;
        const { field, message, code } = result.error.error;
        expect(code).toBe('BAD_REQUEST');
        expect(field === 'query' || keys.some((name) => field?.startsWith(`query.${name}`))).toBe(true);
        expect(message.startsWith(`${field}: `)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it.each(
    ALL.filter((contract) => contract.body !== undefined).map((contract) => ({
      name: contract.name,
      contract,
    })),
  )('$name: generated bodies', ({ contract }) => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (body) => {
        const result = parseRequest(contract, { params: PARAMS, body });
        if (!result.success) expect(result.error.error.field?.startsWith('body')).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});
