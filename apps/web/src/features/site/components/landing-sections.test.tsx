import { activityTypeOfDay, FOLLOW_UP_DAYS } from '@porchlight/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import LandingSections from './landing-sections';

/** docs/screens.md "Landing page", below the hero, in its order. */
const HEADINGS = [
  'Your day, before and after',
  'How it works',
  'Refer an agent, both earn',
  'Daily coaching session',
  'Buy leads in bulk',
  'Streak milestones',
  'No duplicates, ever',
  'Everything in one app',
  'Sample testimonials',
  'Pricing',
  'Frequently Asked Questions',
  "Tomorrow's leads are waiting",
];

describe('the landing sections', () => {
  it('show every section of the landing page in order, each named by its heading', () => {
    renderWithProviders(<LandingSections />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(HEADINGS);
    for (const name of HEADINGS) expect(screen.getByRole('region', { name })).toBeVisible();
  });

  it('price the plans weekly with their daily leads, each with a free trial link', () => {
    renderWithProviders(<LandingSections />);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    const plans = within(pricing).getAllByRole('listitem');
    expect(plans.map((plan) => plan.textContent)).toEqual([
      expect.stringMatching(/^Pro\$9\.99\/week5 fresh leads per day, 5 days per week \(25 leads\)/),
      expect.stringMatching(
        /^Premium\$14\.99\/week10 fresh leads per day, 5 days per week \(50 leads\)/,
      ),
    ]);
  });

  it('open registration from each plan with that plan chosen', () => {
    renderWithProviders(<LandingSections />);
    const pricing = screen.getByRole('region', { name: 'Pricing' });
    const trials = within(pricing).getAllByRole('link', { name: /^Start Free Trial/ });
    expect(trials.map((link) => link.getAttribute('href'))).toEqual([
      '/register?plan=pro',
      '/register?plan=premium',
    ]);
    expect(trials.map((link) => link.textContent)).toEqual([
      'Start Free Trial with Pro',
      'Start Free Trial with Premium',
    ]);
  });

  it('agree with the FAQ: leads on 5 days a week, weekends included, never "business days"', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<LandingSections />);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    await user.click(within(faq).getByText('How many leads do I get each day?'));

    expect(within(faq).getByText(/you choose the days, weekends included/)).toBeVisible();
    expect(container.textContent).not.toMatch(/business day/i);
  });

  it('send members to Support for the coaching invitation', () => {
    renderWithProviders(<LandingSections />);
    expect(
      screen.getByRole('link', { name: 'Ask for the invitation through Support' }),
    ).toHaveAttribute('href', '/support');
  });

  it('draw the follow-up track on the sequence the app runs', () => {
    renderWithProviders(<LandingSections />);
    const track = screen.getByRole('list', { name: 'The 6-day follow-up' });
    const channel = (day: number) => (activityTypeOfDay(day) === 'email' ? 'Email' : 'Text');
    expect(
      within(track)
        .getAllByRole('listitem')
        .map((day) => day.textContent),
    ).toEqual(
      Array.from({ length: FOLLOW_UP_DAYS }, (_, index) => `Day ${index + 1}${channel(index + 1)}`),
    );
  });
});
