import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { PartnerOffer } from './partner-offer';

const PARTNER_URL = 'https://cash.partner.example/agents/signup';

describe('the partner cash-offer page', () => {
  it('opens the configured registration page in a new tab from every Start Free Trial', async () => {
    stubApi({
      'GET /api/config': Response.json(publicConfig({ partner: { signupUrl: PARTNER_URL } })),
    });
    renderWithProviders(<PartnerOffer />);

    // jsdom joins the hidden note without its space; a browser says "Start Free Trial (opens…".
    const name = /^Start Free Trial ?\(opens in a new tab\)$/;
    await vi.waitFor(() => {
      const links = screen.getAllByRole('link', { name });
      expect(links.map((link) => link.getAttribute('href'))).toEqual([PARTNER_URL, PARTNER_URL]);
    });
    for (const link of screen.getAllByRole('link', { name })) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows the phone and email, or only the email where there is no phone', async () => {
    stubApi({
      'GET /api/config': Response.json(
        publicConfig({ support: { email: 'help@porchlight.local', phone: null } }),
      ),
    });
    renderWithProviders(<PartnerOffer />);

    expect(
      await screen.findByRole('link', { name: /^Email: ?help@porchlight\.local$/ }),
    ).toHaveAttribute('href', 'mailto:help@porchlight.local');
    expect(screen.queryByRole('link', { name: /Phone/ })).toBeNull();
  });

  it('calls the configured phone', async () => {
    stubApi();
    renderWithProviders(<PartnerOffer />);

    expect(await screen.findByRole('link', { name: /^Phone: ?\(305\) 555-0100$/ })).toHaveAttribute(
      'href',
      'tel:3055550100',
    );
  });

  it('labels its three testimonials as samples, attributed to roles, not people', () => {
    stubApi();
    renderWithProviders(<PartnerOffer />);

    const block = screen.getByRole('region', { name: 'Sample Testimonials' });
    expect(block).toHaveTextContent('not quotes from real customers');
    expect(block.querySelectorAll('blockquote')).toHaveLength(3);
    expect([...block.querySelectorAll('figcaption')].map((caption) => caption.textContent)).toEqual(
      ['An agent in Tampa, FL', 'A team lead in Columbus, OH', 'A listing agent in Phoenix, AZ'],
    );
  });
});
