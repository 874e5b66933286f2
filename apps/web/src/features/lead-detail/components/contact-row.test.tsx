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

  it('wraps a long email address before its @ and its dots, never inside a name', () => {
    const email = 'ana.diaz.property.holdings.long@example-estates.com';
    const { container } = render(
      <ContactRow
        contact={{ ...phone, kind: 'email', display: email, dnc: false }}
        onPass={() => {}}
      />,
    );

    const address = screen.getByText(
      (_, element) => element?.textContent === email && element.tagName === 'SPAN',
    );
    expect(address).not.toHaveClass('break-all');
    // The break opportunities, in order: what each line after the first would start with.
    const breaks = Array.from(container.querySelectorAll('wbr')).map(
      (wbr) => wbr.nextSibling?.textContent,
    );
    expect(breaks).toEqual([
      '.diaz',
      '.property',
      '.holdings',
      '.long',
      '@example-estates',
      '.com',
    ]);
    // One part longer than the row still breaks rather than overflow it.
    expect(address).toHaveClass('[overflow-wrap:anywhere]');
    // The address asks for its whole length, so a long one sends Pass below it.
    expect(address.closest('p')?.parentElement?.parentElement).toHaveClass('flex-auto');
    // Its parts whole: no break after the hyphen of "example-estates".
    expect(screen.getByText('@example-estates')).toHaveClass('whitespace-nowrap');
  });
});
