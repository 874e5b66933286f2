import { describe, expect, it } from 'vitest';
import { LEAD_DAYS_PER_WEEK, PLANS, TRIAL_DAYS } from './plans';
import { SITE_PAGES } from './site-pages';

// Each rule is stated once, as a constant, and every text that tells it is made from it (a review
// found '25 leads', '10 leads a day' and '7-day free trial' written out beside the constants).
describe('the plans and the texts made from them', () => {
  it('labels a week of each plan as its daily leads on every lead day', () => {
    for (const plan of Object.values(PLANS)) {
      expect(plan.weeklyLeadsLabel).toBe(`${plan.dailyLeads * LEAD_DAYS_PER_WEEK} leads`);
    }
    expect(PLANS.pro.weeklyLeadsLabel).toBe('25 leads');
  });

  it('tells the landing page’s search summary the lead days and the trial from the constants', () => {
    expect(SITE_PAGES['/'].description).toContain(`${LEAD_DAYS_PER_WEEK} days a week`);
    expect(SITE_PAGES['/'].description).toContain(`${TRIAL_DAYS}-day free trial`);
  });
});
