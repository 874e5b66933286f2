import { BULK_MESSAGES } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import {
  availableText,
  bulkCountRequest,
  EMPTY_SEARCH,
  locationProblem,
  searchSummary,
} from './bulk-search';

const zips = (zip: string) => ({ ...EMPTY_SEARCH.location, zip });
const city = (name: string, state: string) => ({
  ...EMPTY_SEARCH.location,
  type: 'city' as const,
  city: name,
  state,
});

describe('the bulk search', () => {
  it('checks the location as the server does, naming the field and the title', () => {
    expect(locationProblem(zips(' , '))).toEqual({
      title: 'Location Required',
      text: BULK_MESSAGES.zipRequired,
      field: 'zip',
    });
    expect(locationProblem(zips('33131, 3313'))).toMatchObject({
      title: 'Invalid Zip Code',
      text: BULK_MESSAGES.zipFormat,
    });
    expect(locationProblem(zips(Array(11).fill('33131').join(',')))).toMatchObject({
      text: BULK_MESSAGES.tooManyZips,
    });
    expect(locationProblem(city('', 'FL'))).toMatchObject({
      title: 'Location Required',
      text: BULK_MESSAGES.cityStateRequired,
      field: 'city',
    });
    expect(locationProblem(zips('33131,33132'))).toBeNull();
  });

  it('sends only the chosen kind of location, tidied', () => {
    const search = { ...EMPTY_SEARCH, quicklist: 'vacant' as const };

    expect(bulkCountRequest('agent-1', { ...search, location: zips(' 33131 ,, 33132') })).toEqual({
      agentId: 'agent-1',
      quicklist: 'vacant',
      location: { type: 'zip', zip: '33131,33132' },
      filters: { bedrooms: null, minPrice: null, maxPrice: 0 },
    });
    expect(
      bulkCountRequest('agent-1', { ...search, location: city(' Miami ', 'fl') }).location,
    ).toEqual({ type: 'city', city: 'Miami', state: 'FL' });
  });

  it('reads back as the review shows it', () => {
    const search = {
      quicklist: 'high-equity' as const,
      location: zips('33131,33132'),
      filters: { bedrooms: 2 as const, minPrice: null, maxPrice: 0 as const },
    };

    expect(searchSummary(search)).toEqual([
      { term: 'Lead type', value: 'High Equity (typically 20% or more equity)' },
      { term: 'Zip codes', value: '33131, 33132' },
      { term: 'Bedrooms', value: '2+' },
      { term: 'Price', value: 'Any to no maximum' },
    ]);
  });

  it('reads the count with 1,000+ at its cap', () => {
    expect(availableText(999)).toBe('999');
    expect(availableText(1000)).toBe('1,000+');
  });
});
