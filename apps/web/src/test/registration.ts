import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from './api';

/** Shared by the wizard's tests: fill a step as an agent would, by label. */
export const VALID_BASICS = {
  Name: 'Maria Cruz',
  Email: 'maria@example.com',
  Phone: '3055550123',
  Password: 'Secret1!',
  'Confirm Password': 'Secret1!',
};

/** The wizard reports each finished step; the server answers with no content. */
export function signupTracking() {
  return { 'POST /api/track-signup': new Response(null, { status: 204 }) };
}

export async function fillFields(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (value) await userEvent.type(input, value);
  }
}

export async function next() {
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
}

export async function completeBasics(fields: Record<string, string> = {}) {
  await fillFields({ ...VALID_BASICS, ...fields });
  await next();
  await screen.findByRole('heading', { level: 2, name: 'Your Search Criteria' });
}

/** Fills step 2 validly and presses Next; `completeCriteria` also waits for step 3. */
export async function submitCriteria() {
  await fillFields({ 'Target Area': 'Miami, FL' });
  await userEvent.selectOptions(screen.getByLabelText('Seller Type'), 'tired-landlord');
  await userEvent.click(screen.getByLabelText('I accept the terms and conditions'));
  await next();
}

export async function completeCriteria() {
  await submitCriteria();
  await screen.findByRole('heading', { level: 2, name: 'Your Plan' });
}

/** The server's sentence when an unconfirmed account holds the address (docs/accounts.md). */
export const CLAIM_MAILED =
  'This email has an account that was never confirmed. We sent a link to this address.';

/** The signup's answer then: 409 ACCOUNT_CLAIM_MAILED, a claim link mailed. */
export function claimMailedReply() {
  return apiError(409, { error: 'ACCOUNT_CLAIM_MAILED', message: CLAIM_MAILED, field: 'email' });
}
