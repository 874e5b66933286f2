import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordCard } from './change-password-card';

const AGENT_ID = '7d0e4f8a-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const CLASSES =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

const requirements = () => screen.getByRole('list', { name: 'Your password needs' });
const met = (label: string) =>
  within(requirements()).getByText(label).closest('li')?.getAttribute('data-met');

describe('ChangePasswordCard', () => {
  it("lists the server's password rule under the new password, ticking each as it is met", async () => {
    stubApi();
    renderWithProviders(<ChangePasswordCard agentId={AGENT_ID} />);

    expect(
      within(requirements())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '8 or more characters(not met)',
      'An uppercase letter(not met)',
      'A lowercase letter(not met)',
      'A number(not met)',
      'A special character (@$!%*?&)(not met)',
    ]);
    await userEvent.type(screen.getByLabelText('New Password'), 'plainbutlong');
    expect(met('8 or more characters')).toBe('true');
    expect(met('A lowercase letter')).toBe('true');
    expect(met('An uppercase letter')).toBe('false');
    expect(met('A special character (@$!%*?&)')).toBe('false');
  });

  it("keeps the form's 8-character message, and shows the server's rule under the field", async () => {
    const fetchMock = stubApi({
      'POST /api/change-password': apiError(400, {
        error: 'VALIDATION_ERROR',
        message: `newPassword: ${CLASSES}`,
        field: 'newPassword',
        fields: { newPassword: CLASSES },
      }),
    });
    renderWithProviders(<ChangePasswordCard agentId={AGENT_ID} />, { toaster: true });
    const next = screen.getByLabelText('New Password');

    await userEvent.type(screen.getByLabelText('Current Password'), 'old-secret');
    await userEvent.type(next, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(next).toHaveAccessibleDescription('New password must be at least 8 characters');

    await userEvent.clear(next);
    await userEvent.type(next, 'plainbutlong');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByText('Error');
    expect(next).toHaveAccessibleDescription(CLASSES);
    expect(sentBodies(fetchMock, 'POST /api/change-password')).toEqual([
      { agentId: AGENT_ID, currentPassword: 'old-secret', newPassword: 'plainbutlong' },
    ]);
  });
});
