import { describe, expect, it, vi } from 'vitest';
import { CompareError, compareListingsUrl, createCompareListingsFetcher } from './index';

describe('createCompareListingsFetcher (spec 001 section 7: GET /rest/lsc/listing)', () => {
  it('sends repeated listingId, header X-fwd-svc atc and same-origin credentials', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ listings: [{ id: '10001', ownerId: 7 }], owners: { 7: {} } }),
    );
    const reply = await createCompareListingsFetcher({ fetch, baseUrl: 'https://api.example' })([
      '10001',
      '10002',
    ]);
    expect(reply).toEqual({ listings: [{ id: '10001', ownerId: 7 }], owners: { 7: {} } });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example/rest/lsc/listing?listingId=10001&listingId=10002',
      {
        method: 'GET',
        headers: { 'X-fwd-svc': 'atc', Accept: 'application/json' },
        credentials: 'same-origin',
      },
    );
  });

  it('rejects a non-OK reply with CompareError FETCH_FAILED and the status, so a breaker counts it', async () => {
    const fetch = vi.fn(async () => new Response('busy', { status: 503, statusText: 'Service Unavailable' }));
    const failing = createCompareListingsFetcher({ fetch })(['10001']);
    await expect(failing).rejects.toBeInstanceOf(CompareError);
    await expect(failing).rejects.toMatchObject({ code: 'FETCH_FAILED', status: 503 });
  });

  it.each([
    [[], '', '/rest/lsc/listing'],
    [['10001'], '', '/rest/lsc/listing?listingId=10001'],
    [['1 2'], '/cm-api', '/cm-api/rest/lsc/listing?listingId=1%202'],
  ])('compareListingsUrl(%j, %j) is %s', (ids, baseUrl, url) => {
    expect(compareListingsUrl(ids, baseUrl)).toBe(url);
  });
});
