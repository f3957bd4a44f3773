import { createCompareStore } from '@forecourt/compare';
import { describe, expect, it } from 'vitest';
import { errorAnswer, fakeApi } from './fake-fetch';
import { createCompareFetcher } from './index';

const OWNER = { id: '5100001', name: 'Austin Honda', privateSeller: false };
const REPLY = {
  listings: [
    { id: '712345678', ownerId: '5100001', owner: '5100001' },
    { id: '712345679', ownerId: '5100001', owner: '5100001' },
  ],
  owners: [OWNER],
};

describe('createCompareFetcher', () => {
  it('asks GET /rest/lsc/listing with repeated listingId and X-fwd-svc atc (spec 001 s7)', async () => {
    const { api, sent } = fakeApi({ 'GET /rest/lsc/listing': { body: REPLY } });
    await createCompareFetcher(api)(['712345678', '712345679']);
    expect(sent[0]?.url.searchParams.getAll('listingId')).toEqual(['712345678', '712345679']);
    expect(sent[0]?.headers.get('x-fwd-svc')).toBe('atc');
  });

  it("keys the owners by id, so owners[listing.ownerId] is the listing's owner", async () => {
    const { api } = fakeApi({ 'GET /rest/lsc/listing': { body: REPLY } });
    const reply = await createCompareFetcher(api)(['712345678', '712345679']);
    expect(reply.owners).toEqual({ '5100001': OWNER });
    expect(reply.listings?.map((listing) => reply.owners?.[listing.ownerId ?? '']?.name)).toEqual([
      'Austin Honda',
      'Austin Honda',
    ]);
  });

  it('passes the breaker\'s "empty object" on as the reply (spec 001 s8)', async () => {
    const { api } = fakeApi({ 'GET /rest/lsc/listing': errorAnswer(503, 'down') });
    await expect(createCompareFetcher(api)(['712345678'])).resolves.toEqual({});
  });

  it('asks nothing for no ids', async () => {
    const { api, fetch } = fakeApi();
    await expect(createCompareFetcher(api)([])).resolves.toEqual({});
    expect(fetch).not.toHaveBeenCalled();
  });

  it('rejects on a refusal; the compare store turns that into {}', async () => {
    const { api } = fakeApi({ 'GET /rest/lsc/listing': errorAnswer(400, 'bad id') });
    const fetchListings = createCompareFetcher(api);
    await expect(fetchListings(['712345678'])).rejects.toMatchObject({ code: 'HTTP_STATUS', status: 400 });
    const store = createCompareStore({ fetchListings, now: () => 0 });
    store.getState().add('712345678');
    await expect(store.getState().loadListings()).resolves.toEqual({});
  });
});
