import { afterEach, describe, expect, it } from 'vitest';
import { forgetLeadInAddress, leadInAddress } from './lead-in-address';

const LEAD = '3f2c1a9e-8b7d-4c6e-9f1a-2b3c4d5e6f70';

describe('a lead named in the address (a calendar event links there)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the lead of /dashboard?lead=<id>, and nothing else', () => {
    window.history.replaceState(null, '', `/dashboard?lead=${LEAD}`);
    expect(leadInAddress()).toBe(LEAD);
    window.history.replaceState(null, '', '/dashboard?lead=not-a-lead');
    expect(leadInAddress()).toBeNull();
    window.history.replaceState(null, '', '/dashboard');
    expect(leadInAddress()).toBeNull();
  });

  it('forgets the lead once closed, keeping the rest of the address', () => {
    window.history.replaceState(null, '', `/dashboard?lead=${LEAD}&tab=saved#top`);
    forgetLeadInAddress();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/dashboard?tab=saved#top',
    );
    expect(leadInAddress()).toBeNull();
  });
});
