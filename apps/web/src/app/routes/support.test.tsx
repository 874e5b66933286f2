import { SUPPORT_MESSAGES } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAgent, storeAgent } from '@/test/agent';
import { sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import SupportRoute from './support';

const CONTACT = 'POST /api/support/contact';
const received = () =>
  Response.json({ id: '7d9a1c52-3f7e-4b7a-9a53-2f5a6f0e8c11', received: true }, { status: 201 });
const field = (label: string) => screen.getByLabelText(label);

describe('SupportRoute', () => {
  it('offers the form, the FAQ, the contact details and four quick answers', async () => {
    stubApi();
    renderWithProviders(<SupportRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    expect(field('Name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(await screen.findByRole('link', { name: 'support@porchlight.local' })).toBeVisible();
    expect(screen.getByRole('link', { name: '(305) 555-0100' })).toBeVisible();
    const quickHelp = screen.getByRole('region', { name: 'Quick Help' });
    expect(quickHelp.querySelectorAll('details')).toHaveLength(4);
  });

  it("prefills a signed-in agent; after sending, 'Send Another Message' opens a fresh form", async () => {
    const agent = buildAgent();
    storeAgent(agent);
    const fetchMock = stubApi({ [CONTACT]: received });
    renderWithProviders(<SupportRoute />, { toaster: true });

    expect(field('Name')).toHaveValue(agent.name);
    expect(field('Email')).toHaveValue(agent.email);
    await userEvent.selectOptions(field('Category'), 'billing');
    await userEvent.type(field('Subject'), 'Invoice question');
    await userEvent.type(field('Message'), 'Why was I charged twice this week?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await expectToast(SUPPORT_MESSAGES.sentTitle, SUPPORT_MESSAGES.sentDescription);
    expect(screen.getByRole('heading', { name: 'Thank You for Contacting Us' })).toHaveFocus();
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, CONTACT)).toEqual([
      {
        name: agent.name,
        email: agent.email,
        subject: 'Invoice question',
        category: 'billing',
        priority: 'medium',
        message: 'Why was I charged twice this week?',
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));

    expect(field('Name')).toHaveValue(agent.name);
    expect(field('Name')).toHaveFocus();
    expect(field('Email')).toHaveValue(agent.email);
    expect(field('Category')).toHaveValue('');
    expect(field('Priority')).toHaveValue('medium');
    expect(field('Subject')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
  });
});
