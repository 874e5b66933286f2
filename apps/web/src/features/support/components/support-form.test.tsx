import { SUPPORT_MESSAGES } from '@porchlight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, heldReply, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { SupportForm } from './support-form';

const CONTACT = 'POST /api/support/contact';
const received = () =>
  Response.json({ id: '7d9a1c52-3f7e-4b7a-9a53-2f5a6f0e8c11', received: true }, { status: 201 });

const field = (label: string) => screen.getByLabelText(label);
const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending\.\.\./ });

function renderForm(sender = { name: '', email: '' }) {
  const onSent = vi.fn();
  renderWithProviders(<SupportForm sender={sender} onSent={onSent} />, { toaster: true });
  return { onSent };
}

async function fillIn(values: Partial<Record<string, string>> = {}) {
  const filled = {
    Name: 'Maria de la Cruz',
    Email: 'maria@example.com',
    Subject: 'Leads missing today',
    Message: 'I did not get my leads this morning.',
    ...values,
  };
  for (const [label, value] of Object.entries(filled)) {
    await userEvent.clear(field(label));
    if (value) await userEvent.type(field(label), value);
  }
  await userEvent.selectOptions(field('Category'), values.Category ?? 'leads');
}

describe('SupportForm', () => {
  it('starts with medium priority, no category, and the sender when known', () => {
    stubApi();
    renderForm({ name: 'Maria de la Cruz', email: 'maria@example.com' });

    expect(field('Name')).toHaveValue('Maria de la Cruz');
    expect(field('Email')).toHaveValue('maria@example.com');
    expect(field('Priority')).toHaveValue('medium');
    expect(field('Category')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Select a category' })).toBeInTheDocument();
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(sendButton()).toHaveTextContent('Send Message');
  });

  it('shows every field’s message and sends nothing', async () => {
    const fetchMock = stubApi();
    renderForm();

    await userEvent.type(field('Name'), 'M');
    await userEvent.type(field('Email'), 'maria@');
    await userEvent.type(field('Subject'), 'Help');
    await userEvent.type(field('Message'), 'Too short');
    await userEvent.click(sendButton());

    await waitFor(() => expect(field('Name')).toHaveAccessibleDescription(SUPPORT_MESSAGES.name));
    expect(field('Email')).toHaveAccessibleDescription(SUPPORT_MESSAGES.email);
    expect(field('Category')).toHaveAccessibleDescription(SUPPORT_MESSAGES.category);
    expect(field('Subject')).toHaveAccessibleDescription(SUPPORT_MESSAGES.subject);
    expect(field('Message')).toHaveAccessibleDescription(SUPPORT_MESSAGES.message);
    expect(field('Priority')).not.toHaveAccessibleDescription();
    expect(field('Name')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a message once the field is put right', async () => {
    stubApi();
    renderForm();
    await userEvent.click(sendButton());
    await waitFor(() =>
      expect(field('Category')).toHaveAccessibleDescription(SUPPORT_MESSAGES.category),
    );

    await userEvent.selectOptions(field('Category'), 'billing');

    await waitFor(() => expect(field('Category')).not.toHaveAccessibleDescription());
  });

  it("sends the message, reads 'Sending...' while it goes, then says so and moves on", async () => {
    const held = heldReply();
    const fetchMock = stubApi({ [CONTACT]: held.reply });
    const { onSent } = renderForm();

    await fillIn({ Subject: '  Leads missing today  ' });
    await userEvent.selectOptions(field('Priority'), 'urgent');
    await userEvent.click(sendButton());

    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending...'));
    expect(sendButton()).toBeDisabled();
    held.answer(received());

    await expectToast(SUPPORT_MESSAGES.sentTitle, SUPPORT_MESSAGES.sentDescription);
    expect(onSent).toHaveBeenCalledOnce();
    expect(sentBodies(fetchMock, CONTACT)).toEqual([
      {
        name: 'Maria de la Cruz',
        email: 'maria@example.com',
        subject: 'Leads missing today',
        category: 'leads',
        priority: 'urgent',
        message: 'I did not get my leads this morning.',
      },
    ]);
  });

  it("toasts 'Error' with the server's message and keeps what was typed", async () => {
    const message =
      'You have sent 3 support messages in the last hour, the most an hour allows. We will answer them soon; please try again later.';
    stubApi({ [CONTACT]: apiError(429, { error: 'RATE_LIMITED', message }) });
    const { onSent } = renderForm();

    await fillIn();
    await userEvent.click(sendButton());

    await expectToast(SUPPORT_MESSAGES.failedTitle, message);
    expect(onSent).not.toHaveBeenCalled();
    expect(field('Name')).toHaveValue('Maria de la Cruz');
    expect(field('Category')).toHaveValue('leads');
    expect(field('Message')).toHaveValue('I did not get my leads this morning.');
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).toBeEnabled();
  });

  it("falls back to 'Failed to send message. Please try again.' when the server says nothing", async () => {
    stubApi({ [CONTACT]: new Response('Bad Gateway', { status: 502 }) });
    renderForm();

    await fillIn();
    await userEvent.click(sendButton());

    await expectToast(SUPPORT_MESSAGES.failedTitle, SUPPORT_MESSAGES.failedDescription);
    expect(field('Subject')).toHaveValue('Leads missing today');
  });

  it("shows the server's word on a field under that field", async () => {
    const message = 'email: Please enter a valid email address';
    stubApi({
      [CONTACT]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message,
        field: 'email',
        fields: { email: SUPPORT_MESSAGES.email },
      }),
    });
    renderForm();

    await fillIn();
    await userEvent.click(sendButton());

    await expectToast(SUPPORT_MESSAGES.failedTitle, message);
    expect(field('Email')).toHaveAccessibleDescription(SUPPORT_MESSAGES.email);
  });
});
