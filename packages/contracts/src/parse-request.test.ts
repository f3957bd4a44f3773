import { describe, expect, it } from 'vitest';
import { CONTRACTS, parseRequest } from './index';
import { LISTING, OWNER } from './test-fixtures';

describe('parseRequest', () => {
  it('reports params before query, query before body', () => {
    const result = parseRequest(CONTRACTS.updateAccountVehicle, {
      params: { vehicleId: '' },
      body: { year: 1 },
    });
    expect(result.success || result.error.error.field).toBe('params.vehicleId');
    const query = parseRequest(CONTRACTS.getListingByVin, {
      params: { vin: '2HGFC2F59MH512345' },
      query: { collapseFilters: 'perhaps' },
    });
    expect(query.success || query.error.error.field).toBe('query.collapseFilters');
  });

  it('answers a missing JSON body with a 400 naming the body', () => {
    const result = parseRequest(CONTRACTS.saveVehicle, {});
    expect(result.success || result.error.error).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
  });

  it('reads an absent query or header object as empty', () => {
    const result = parseRequest(CONTRACTS.searchListings, {});
    expect(result.success && result.request).toEqual({
      params: undefined,
      query: { sortBy: 'relevance', firstRecord: 0, numRecords: 25 },
      body: undefined,
      headers: {},
    });
  });

  it('ignores parts the contract has no schema for, and unknown query keys', () => {
    const result = parseRequest(CONTRACTS.getConsumer, { query: { anything: '1' }, body: 'x' });
    expect(result.success && result.request).toEqual({
      params: undefined,
      query: undefined,
      body: undefined,
      headers: undefined,
    });
    const search = parseRequest(CONTRACTS.searchListings, { query: { utm_source: 'mail', zip: '78701' } });
    expect(search.success && search.request.query).not.toHaveProperty('utm_source');
  });

  it('uses the first value of a repeated scalar key', () => {
    const result = parseRequest(CONTRACTS.getCityLocation, {
      query: { city: ['Austin', 'Dallas'], state: 'TX' },
    });
    expect(result.success && result.request.query).toEqual({ city: 'Austin', state: 'TX' });
  });
});

describe('replies as the server serialises them', () => {
  it('drop the fields the contract does not declare', () => {
    const reply = CONTRACTS.getListingsByIds.reply.parse({
      listings: [{ ...LISTING, internalCost: 18_000 }],
      owners: [{ ...OWNER, email: 'sales@austinhonda.example' }],
    });
    expect(reply.listings[0]).not.toHaveProperty('internalCost');
    expect(reply.owners[0]).not.toHaveProperty('email');
    expect(reply.listings[0]?.pricingDetail?.dealIndicator).toBe('Great');
  });

  it('fill the declared defaults', () => {
    const { privateSeller: _, ...owner } = OWNER;
    expect(
      CONTRACTS.getListingsByIds.reply.parse({ listings: [], owners: [owner] }).owners[0]?.privateSeller,
    ).toBe(false);
  });
});
