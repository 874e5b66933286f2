import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicConfig, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { ContactDetails } from './contact-details';

const config = (phone: string | null) => () =>
  Response.json(publicConfig({ support: { email: 'help@porchlight.test', phone } }));

describe('ContactDetails', () => {
  it('shows the support email, the phone, the hours and the answer time', async () => {
    stubApi({ 'GET /api/config': config('(305) 555-0100') });
    renderWithProviders(<ContactDetails />);

    expect(await screen.findByRole('link', { name: 'help@porchlight.test' })).toHaveAttribute(
      'href',
      'mailto:help@porchlight.test',
    );
    expect(screen.getByRole('link', { name: '(305) 555-0100' })).toHaveAttribute(
      'href',
      'tel:3055550100',
    );
    expect(screen.getByText('Mon-Fri 9 AM-6 PM ET')).toBeVisible();
    expect(screen.getByText('within 24 hours (usually 2-4 hours in business hours)')).toBeVisible();
  });

  it('leaves the phone out when none is set', async () => {
    stubApi({ 'GET /api/config': config(null) });
    renderWithProviders(<ContactDetails />);

    expect(await screen.findByRole('link', { name: 'help@porchlight.test' })).toBeVisible();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\(\d{3}\)/ })).not.toBeInTheDocument();
    expect(screen.getByText('Mon-Fri 9 AM-6 PM ET')).toBeVisible();
  });

  it('says so while loading, and offers a retry when the settings cannot be read', async () => {
    let fail = true;
    stubApi({
      'GET /api/config': () =>
        fail ? new Response('Bad Gateway', { status: 502 }) : config(null)(),
    });
    renderWithProviders(<ContactDetails />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading contact details...');

    const retry = await screen.findByRole('button', { name: 'Try Again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'help@porchlight.test' })).toBeVisible();
  });
});
