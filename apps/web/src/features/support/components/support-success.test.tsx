import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SupportSuccess } from './support-success';

describe('SupportSuccess', () => {
  it("confirms the message, takes focus, and 'Send Another Message' goes back", async () => {
    const onSendAnother = vi.fn();
    render(<SupportSuccess onSendAnother={onSendAnother} />);

    expect(screen.getByRole('heading', { name: 'Thank You for Contacting Us' })).toHaveFocus();
    expect(
      screen.getByText(/respond within 24 hours \(usually 2-4 hours in business hours\)/),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(onSendAnother).toHaveBeenCalledOnce();
  });
});
