// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { FAQ_GROUPS } from '../faq-more-questions';
import { FAQ_QUESTION_COUNT } from '../faq-questions';
import { FaqExcerpt } from './faq-excerpt';
import { FaqList } from './faq-list';

function questions(container: HTMLElement) {
  return [...container.querySelectorAll('details')];
}

describe('the FAQ', () => {
  it('lists 20 questions, all closed, and a way to Support', async () => {
    const { container } = renderWithProviders(<FaqList />);

    // The first group comes with the page, the other three from their own chunk.
    await waitFor(() => expect(questions(container)).toHaveLength(20));
    expect(FAQ_GROUPS.flatMap((group) => group.questions)).toHaveLength(FAQ_QUESTION_COUNT);
    expect(questions(container).filter((item) => item.open)).toEqual([]);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('opens every question with Expand All, then closes them with Collapse All', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FaqList />);

    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    // Groups that load after the click open too.
    await waitFor(() => expect(questions(container).filter((item) => item.open)).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(questions(container).some((item) => item.open)).toBe(false);
    expect(screen.getByRole('button', { name: 'Expand All' })).toBeVisible();
  });

  it('offers Collapse All once the reader has opened every question by hand', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FaqList />);

    for (const item of questions(container)) {
      const summary = item.querySelector('summary');
      if (summary) await user.click(summary);
    }

    expect(await screen.findByRole('button', { name: 'Collapse All' })).toBeVisible();
  });

  it('quotes the plans and the rewards the app really gives', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqList />);
    await user.click(screen.getByRole('button', { name: 'Expand All' }));

    expect(
      screen.getByText(/Pro gives you 5 fresh leads per lead day; Premium gives you 10/),
    ).toBeVisible();
    expect(screen.getByText(/\$9\.99\/week, 5 leads per lead day/)).toBeVisible();
    expect(screen.getByText(/\$14\.99\/week, 10 leads per lead day/)).toBeVisible();
    expect(screen.getByText(/7-day free trial/)).toBeVisible();
    expect(screen.getByText(/Commitment Legend/).closest('li')).toHaveTextContent(
      'Commitment Legend: 8 weeks in a row, 100 credits',
    );
  });

  it('lists the lead data the app shows, the confidence score as shown: only when provided', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<FaqList />);
    await user.click(screen.getByRole('button', { name: 'Expand All' }));
    await waitFor(() => expect(questions(container).filter((item) => item.open)).toHaveLength(20));

    expect(screen.getByText(/Phone numbers with their reachability status/)).toBeVisible();
    expect(screen.getByText(/shown beside it when the source provides one/)).toBeVisible();
  });

  it('gives the landing page five questions and a way to the rest', () => {
    const { container } = renderWithProviders(<FaqExcerpt />);

    expect(questions(container)).toHaveLength(5);
    const section = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(section).getByRole('link', { name: 'See all questions' })).toHaveAttribute(
      'href',
      '/faq',
    );
  });
});
