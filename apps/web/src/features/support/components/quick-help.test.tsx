import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuickHelp } from './quick-help';

describe('QuickHelp', () => {
  it('lists four questions, closed, each opening its answer', async () => {
    render(<QuickHelp />);

    const questions = screen.getAllByRole('listitem');
    expect(questions).toHaveLength(4);
    const details = questions.map((item) => item.querySelector('details'));
    expect(details.map((d) => d?.open)).toEqual([false, false, false, false]);

    await userEvent.click(screen.getByText('How do credits work?'));

    expect(details.map((d) => d?.open)).toEqual([false, false, true, false]);
    expect(screen.getByText(/Spend them on extra lead packages/)).toBeVisible();
  });

  it('answers with the product’s own numbers and words', () => {
    render(<QuickHelp />);

    expect(
      screen.getByText(/5 per lead day on Pro, 10 on Premium, on up to 5 days a week/),
    ).toBeInTheDocument();
    expect(screen.getByText(/reset at midnight Eastern Time/)).toBeInTheDocument();
    expect(screen.getByText(/when you sign up \(25\)/)).toBeInTheDocument();
    expect(screen.getByText(/Tap Manage Billing on your profile to cancel/)).toBeInTheDocument();
    expect(screen.getByText(/Open the Criteria tab/)).toBeInTheDocument();
  });
});
