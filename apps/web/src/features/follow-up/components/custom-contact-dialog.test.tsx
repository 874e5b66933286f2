import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies } from '@/test/api';
import {
  AGENT_ID,
  CUSTOM_CONTACT,
  callCount,
  DASHBOARD,
  expectToast,
  findCard,
  makeItem,
  renderDashboard,
} from '@/test/follow-up';
import { makeLead } from '@/test/lead-fixture';

async function openDialog(name: 'Add Contact' | 'Edit Contact') {
  const card = await findCard();
  await userEvent.click(within(card).getByRole('button', { name: `${name} 1234 Palm Ave` }));
  return screen.getByRole('dialog', { name });
}

describe('Edit/Add Contact dialog', () => {
  it('is titled Add Contact while the lead has no custom contact', async () => {
    renderDashboard([makeItem()]);

    const dialog = await openDialog('Add Contact');

    expect(within(dialog).getByLabelText('Custom email')).toHaveValue('');
    expect(within(dialog).getByLabelText('Custom phone')).toHaveValue('');
  });

  it('is titled Edit Contact, filled in, once the lead has one', async () => {
    renderDashboard([makeItem({ lead: { customEmail: 'owner@custom.test', customPhone: null } })]);

    const dialog = await openDialog('Edit Contact');

    expect(within(dialog).getByLabelText('Custom email')).toHaveValue('owner@custom.test');
  });

  it('asks for at least an email or a phone', async () => {
    const { fetchMock } = renderDashboard([makeItem()]);
    const dialog = await openDialog('Add Contact');

    await userEvent.type(within(dialog).getByLabelText('Custom email'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await expectToast('No Contact Info', 'Please enter at least an email or phone number');
    expect(within(dialog).getByLabelText('Custom email')).toHaveFocus();
    expect(sentBodies(fetchMock, CUSTOM_CONTACT)).toEqual([]);
  });

  it('asks for a valid email address', async () => {
    const { fetchMock } = renderDashboard([makeItem()]);
    const dialog = await openDialog('Add Contact');

    await userEvent.type(within(dialog).getByLabelText('Custom email'), 'owner@nowhere');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await expectToast('Invalid Email', 'Please enter a valid email address');
    expect(within(dialog).getByLabelText('Custom email')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, CUSTOM_CONTACT)).toEqual([]);
  });

  it('asks for a 10-digit phone number', async () => {
    const { fetchMock } = renderDashboard([makeItem()]);
    const dialog = await openDialog('Add Contact');

    await userEvent.type(within(dialog).getByLabelText('Custom phone'), '555-0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await expectToast('Invalid Phone', 'Please enter a 10-digit phone number');
    expect(within(dialog).getByLabelText('Custom phone')).toHaveFocus();
    expect(sentBodies(fetchMock, CUSTOM_CONTACT)).toEqual([]);
  });

  it('saves the trimmed values, an empty one as null, and closes', async () => {
    const { fetchMock } = renderDashboard([makeItem()], {
      [CUSTOM_CONTACT]: Response.json(makeLead({ customPhone: '(305) 555-0199' })),
    });
    const dialog = await openDialog('Add Contact');

    await userEvent.type(within(dialog).getByLabelText('Custom phone'), '  (305) 555-0199 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await expectToast('Contact Saved', '1234 Palm Ave has your custom contact.');
    expect(sentBodies(fetchMock, CUSTOM_CONTACT)).toEqual([
      { agentId: AGENT_ID, customEmail: null, customPhone: '(305) 555-0199' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callCount(fetchMock, DASHBOARD)).toBe(2));
  });

  it('keeps the dialog open and says so when the save fails', async () => {
    renderDashboard([makeItem()], {
      [CUSTOM_CONTACT]: apiError(400, { error: 'VALIDATION_ERROR', message: 'customEmail is bad' }),
    });
    const dialog = await openDialog('Add Contact');

    await userEvent.type(within(dialog).getByLabelText('Custom email'), 'owner@custom.test');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Contact' }));

    await expectToast('Update Failed', 'Could not save contact information. Please try again.');
    expect(screen.getByRole('dialog', { name: 'Add Contact' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Contact' })).toBeEnabled();
  });
});
