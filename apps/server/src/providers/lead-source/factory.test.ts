import { describe, expect, it } from 'vitest';
import { createLeadSource } from './factory';

describe('createLeadSource', () => {
  it('uses RealEstateAPI when its key is set', () => {
    expect(createLeadSource({ REALESTATEAPI_KEY: 'reapi-key-123' }).name).toBe('realestateapi');
  });

  it('uses the sample inventory without a key', () => {
    expect(createLeadSource({}).name).toBe('sample');
    expect(createLeadSource({ REALESTATEAPI_KEY: '' }).name).toBe('sample');
  });
});
