import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnerContact } from '../owner-contacts';
import { ContactRow } from './contact-row';

const phone: OwnerContact = {
  id: 'p1',
  kind: 'phone',
  display: '(305) 555-0188',
  personName: 'Ana Diaz',
  dnc: true,
};

describe('an owner contact row', () => {
  it('keeps a phone number on one line beside its DNC badge, the badge wrapping below when short of room', () => {
    render(<ContactRow contact={phone} onPass={() => {}} />);

    const number = screen.getByText('(305) 555-0188');
    expect(number).toHaveClass('whitespace-nowrap');
    expect(number).not.toHaveClass('break-all');
    expect(number.parentElement).toHaveClass('flex-wrap');
    // A number too long to sit beside Pass sends Pass below, never over the number.
    expect(number.closest('li')).toHaveClass('flex-wrap');
    expect(number.parentElement?.parentElement).not.toHaveClass('min-w-0');
  });

  it('still breaks a long email address anywhere rather than overflow the row', () => {
    const email = 'ana.diaz.property.holdings.long@example-estates.com';
    render(
      <ContactRow
        contact={{ ...phone, kind: 'email', display: email, dnc: false }}
        onPass={() => {}}
      />,
    );

    expect(screen.getByText(email)).toHaveClass('break-all');
  });
});
