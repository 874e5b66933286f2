import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { AccessibilitySections } from './accessibility-sections';
import { LegalPage } from './legal-page';
import { PrivacySections } from './privacy-sections';
import { TermsSections } from './terms-sections';

function sectionHeadings() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('the terms', () => {
  it('put the do-not-call disclaimer first, then exactly 12 numbered sections', async () => {
    stubApi();
    renderWithProviders(
      <LegalPage title="Terms and Conditions" meta={['Version 1.0', 'Last updated September 2025']}>
        <TermsSections />
      </LegalPage>,
    );

    const [disclaimer, ...sections] = sectionHeadings();
    expect(disclaimer).toBe('Compliance Disclaimer: Do-Not-Call and TCPA');
    expect(screen.getByText(/solely responsible for complying with do-not-call/)).toBeVisible();
    expect(sections).toEqual([
      '1. Scope',
      '2. Subject Matter',
      '3. Scope of Services',
      '4. Registration and Trial',
      '5. Data Protection',
      '6. Responsibilities',
      '7. Fees',
      '8. Liability',
      '9. Restrictions and Termination',
      '10. Modifications',
      '11. Governing Law',
      '12. Contact',
    ]);
    expect(screen.getByText('Version 1.0')).toBeVisible();
    expect(screen.getByText('Last updated September 2025')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'support@porchlight.local' })).toBeVisible();
  });

  it('says they are a template for counsel, and leads back to the dashboard', () => {
    stubApi();
    renderWithProviders(
      <LegalPage title="Terms and Conditions" template>
        <TermsSections />
      </LegalPage>,
    );

    expect(screen.getByText(/must be reviewed by counsel before launch/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('the privacy policy', () => {
  it('covers the 11 topics in order, with the five retention periods', () => {
    stubApi();
    renderWithProviders(
      <LegalPage title="Privacy Policy">
        <PrivacySections />
      </LegalPage>,
    );

    expect(sectionHeadings()).toEqual([
      '1. Data Collected',
      '2. Legal Basis',
      '3. Data Retention',
      '4. Analytics',
      '5. Payment Processor',
      '6. Email Types',
      '7. Your Rights',
      '8. Third Parties',
      '9. International Transfers',
      '10. Changes to This Policy',
      '11. Contact',
    ]);
    const retention = screen.getAllByRole('term').map((term) => {
      return `${term.textContent}: ${term.nextElementSibling?.textContent}`;
    });
    expect(retention).toEqual([
      'Account data: 30 days after cancellation',
      'Lead data: 90 days after the subscription ends',
      'Payment data: 7 years',
      'Support communications: 2 years',
      'Log files: 30 days',
    ]);
    expect(screen.getByText(/answer privacy requests within 30 days/)).toBeVisible();
    for (const processor of ['Stripe', 'thanks.io', 'BatchData', 'RealEstateAPI']) {
      expect(screen.getByText(processor, { selector: 'li > span' })).toBeVisible();
    }
  });
});

describe('the accessibility statement', () => {
  it('commits to WCAG 2.2 AA and sends problems to the Support form', () => {
    renderWithProviders(
      <LegalPage title="Accessibility Statement">
        <AccessibilitySections />
      </LegalPage>,
    );

    expect(sectionHeadings()).toEqual([
      'Our Commitment',
      'What We Do',
      'Known Limitations',
      'Report a Problem',
      'Date of This Statement',
    ]);
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Support form' })).toHaveAttribute('href', '/support');
    expect(screen.getByText(/prepared in November 2026/)).toBeVisible();
  });
});
