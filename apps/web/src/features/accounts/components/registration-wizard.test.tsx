import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentBodies, stubApi } from '@/test/api';
import {
  completeBasics,
  completeCriteria,
  fillFields,
  next,
  signupTracking,
  VALID_BASICS,
} from '@/test/registration';
import { renderWithProviders } from '@/test/render';
import { RegistrationWizard } from './registration-wizard';

function renderWizard(path = '/register') {
  return renderWithProviders(<RegistrationWizard />, { path, toaster: true });
}

describe('RegistrationWizard, steps 1 and 2', () => {
  it('lists the failing fields by name in a toast, with the messages under them', async () => {
    stubApi();
    renderWizard();

    await fillFields({ Email: 'maria@example.com', Password: 'Secret1!' });
    await fillFields({ 'Confirm Password': 'Secret1!' });
    await next();

    expect(await screen.findByText('Please Complete Required Fields')).toBeVisible();
    expect(screen.getByText('Please check: Name, Phone')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Phone number must be at least 10 digits'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Your Details' })).toBeVisible();
  });

  it("toasts 'Password Mismatch' when the passwords differ", async () => {
    stubApi();
    renderWizard();

    await fillFields({ ...VALID_BASICS, 'Confirm Password': 'Secret2!' });
    await next();

    expect(await screen.findByText('Password Mismatch')).toBeVisible();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  });

  it('tracks step 1 and moves on once the details are valid', async () => {
    const fetchMock = stubApi(signupTracking());
    renderWizard();

    await completeBasics();

    expect(sentBodies(fetchMock, 'POST /api/track-signup')).toEqual([
      { name: 'Maria Cruz', email: 'maria@example.com', phone: '3055550123', step: 1 },
    ]);
    const current = screen.getByRole('listitem', { current: 'step' });
    expect(within(current).getByText('Your Search Criteria')).toBeInTheDocument();
  });

  it("closes the step's error toast once the step passes", async () => {
    stubApi(signupTracking());
    renderWizard();
    await next();
    expect(await screen.findByText('Please Complete Required Fields')).toBeVisible();

    await completeBasics();

    await vi.waitFor(() =>
      expect(screen.queryByText('Please Complete Required Fields')).not.toBeInTheDocument(),
    );
  });

  it('keeps Next disabled until the terms are ticked', async () => {
    stubApi(signupTracking());
    renderWizard();
    await completeBasics();

    const nextButton = screen.getByRole('button', { name: 'Next' });
    expect(nextButton).toBeDisabled();
    expect(nextButton).toHaveAccessibleDescription('Accept the terms and conditions to continue.');
    await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(nextButton).toBeEnabled();
    expect(screen.getByRole('link', { name: /Terms and Conditions/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('lists the criteria that fail, and starts from the defaults', async () => {
    stubApi(signupTracking());
    renderWizard();
    await completeBasics();

    expect(screen.getByLabelText('Minimum Value')).toHaveValue('50000');
    expect(screen.getByLabelText('Maximum Value')).toHaveValue('3000000');
    expect(screen.getByLabelText('Minimum Bedrooms')).toHaveValue('1');
    expect(screen.getByLabelText('Property Type')).toHaveValue('Residential');
    await fillFields({ 'Target Area': 'Miami' });
    await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    await next();

    expect(await screen.findByText('Please check: Target Area, Seller Type')).toBeVisible();
    expect(screen.getByLabelText('Target Area')).toHaveAccessibleDescription(
      expect.stringContaining("Please enter valid city, state format (e.g., 'Miami, FL')"),
    );
  });

  it("says what is wrong with the target area in the Criteria tab's words", async () => {
    stubApi(signupTracking());
    renderWizard();
    await completeBasics();

    await fillFields({ 'Target Area': '3310' });
    await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    await next();
    expect(await screen.findByText(/Please check: Target Area/)).toBeVisible();
    expect(screen.getByLabelText('Target Area')).toHaveAccessibleDescription(
      expect.stringContaining('Zip codes must be exactly 5 digits'),
    );

    await userEvent.clear(screen.getByLabelText('Target Area'));
    await fillFields({ 'Target Area': '33101, 33139' });
    await next();
    await vi.waitFor(() =>
      expect(screen.getByLabelText('Target Area')).toHaveAccessibleDescription(
        expect.stringContaining('Only one target area is accepted'),
      ),
    );
  });

  it('describes the chosen seller type', async () => {
    stubApi(signupTracking());
    renderWizard();
    await completeBasics();

    await userEvent.selectOptions(screen.getByLabelText('Seller Type'), 'vacant');

    expect(screen.getByLabelText('Seller Type')).toHaveAccessibleDescription(
      'The property appears to be unoccupied.',
    );
  });

  it('stores the form without the passwords, tracks steps 2 and 3, and goes back', async () => {
    const fetchMock = stubApi(signupTracking());
    renderWizard();
    await completeBasics();
    await completeCriteria();

    const draft = JSON.parse(localStorage.getItem('pendingRegistrationData') ?? '{}');
    expect(draft).toMatchObject({ name: 'Maria Cruz', targetArea: 'Miami, FL', minValue: '50000' });
    expect(draft).not.toHaveProperty('password');
    expect(draft).not.toHaveProperty('confirmPassword');
    expect(localStorage.getItem('pendingRegistrationData')).not.toContain('Secret1!');
    const steps = sentBodies(fetchMock, 'POST /api/track-signup').map((body) =>
      typeof body === 'object' && body !== null && 'step' in body ? body.step : undefined,
    );
    expect(steps).toEqual([1, 2, 3]);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Target Area')).toHaveValue('Miami, FL');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Maria Cruz');
    expect(screen.getByRole('heading', { level: 2, name: 'Your Details' })).toHaveFocus();
  });
});
