import { ApiClientError } from '@forecourt/api-client';
import { describe, expect, it } from 'vitest';
import { refusedSearchMessage } from './refused-search';

describe('refusedSearchMessage', () => {
  it('names the input a 400 refused, in the words of the page', () => {
    const refused = new ApiClientError('HTTP_STATUS', 'searchListings', 'zip', {
      status: 400,
      field: 'query.zip',
    });
    expect(refusedSearchMessage(refused)).toBe(
      "We couldn't search with that ZIP code. Change it and try again.",
    );
    const invalid = new ApiClientError('INVALID_REQUEST', 'searchListings', 'bad', { field: 'query.sortBy' });
    expect(refusedSearchMessage(invalid)).toBe(
      "We couldn't search with that sort order. Change it and try again.",
    );
    const unnamed = new ApiClientError('HTTP_STATUS', 'searchListings', 'bad', { status: 400 });
    expect(refusedSearchMessage(unnamed)).toBe(
      "We couldn't run this search as it is written. Change it and try again.",
    );
  });

  it('is no refusal for an outage, another status or another error', () => {
    expect(
      refusedSearchMessage(new ApiClientError('HTTP_STATUS', 'searchListings', 'x', { status: 503 })),
    ).toBe(undefined);
    expect(refusedSearchMessage(new Error('x'))).toBeUndefined();
  });
});
