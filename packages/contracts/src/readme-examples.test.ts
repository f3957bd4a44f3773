import { describe, expect, it } from 'vitest';
import {
  apiError,
  buildUrl,
  CONTRACTS,
  type ContractReply,
  type Listing,
  openApiDocument,
  parseRequest,
  type RawRequest,
} from './index';
import { LISTING, OWNER } from './test-fixtures';

// The examples of README.md, so that they stay true. The server part runs without Fastify: `handle` is the body
// of the route handler, answering { status, body }.
describe('README examples', () => {
  const contract = CONTRACTS.getListingByVin;
  const listingsByVin = async (vin: string) =>
    vin === LISTING.vin
      ? { listings: [{ ...LISTING, internalCost: 1 } as Listing], owners: [OWNER] }
      : undefined;

  async function handle(request: RawRequest): Promise<{ status: number; body: unknown }> {
    const parsed = parseRequest(contract, request);
    if (!parsed.success) return { status: 400, body: parsed.error };
    const { vin } = parsed.request.params;
    const found = await listingsByVin(vin);
    if (found === undefined) return { status: 404, body: apiError('NOT_FOUND', `No listing has VIN ${vin}`) };
    return { status: contract.replyStatus, body: contract.reply.parse(found) };
  }

  it('the server route', async () => {
    const ok = await handle({ params: { vin: LISTING.vin.toLowerCase() }, query: {} });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ listings: [{ id: LISTING.id }], owners: [{ id: OWNER.id }] });
    expect(JSON.stringify(ok.body)).not.toContain('internalCost');
    expect(await handle({ params: { vin: 'NOPE' } })).toMatchObject({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', field: 'params.vin' } },
    });
    expect(await handle({ params: { vin: '1HGCM82633A004352' } })).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: 'No listing has VIN 1HGCM82633A004352' } },
    });
    expect(openApiDocument({ title: 'Forecourt API', version: '1.0.0' }).info.title).toBe('Forecourt API');
  });

  it('the client', () => {
    const search = CONTRACTS.searchListings;
    const url = buildUrl(search, {
      query: { makeCode: ['HONDA', 'FORD'], zip: '78701', sortBy: 'priceASC' },
    });
    expect(url).toBe('/rest/lsc/listing/search?makeCode=HONDA&makeCode=FORD&zip=78701&sortBy=priceASC');
    const json = {
      listings: [],
      owners: [],
      totalResultCount: 0,
      firstRecord: 0,
      numRecords: 25,
      facets: { makeCode: [{ value: 'HONDA', label: 'Honda', count: 412 }] },
      relaxations: [],
    };
    const results: ContractReply<typeof search> = search.reply.parse(json);
    expect(results.facets.makeCode).toEqual([{ value: 'HONDA', label: 'Honda', count: 412 }]);
  });

  it('the error reply', () => {
    const result = parseRequest(CONTRACTS.searchListings, { query: { zip: '7870' } });
    expect(result.success || result.error).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'query.zip: zip must be exactly five digits',
        field: 'query.zip',
        issues: [{ path: 'query.zip', message: 'zip must be exactly five digits' }],
      },
    });
  });
});
