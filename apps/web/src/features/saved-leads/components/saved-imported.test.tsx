import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { fixtureId } from '@/test/lead-fixture';
import { startFollowUpRoute } from '@/test/lead-imports';
import { cardOf, renderSaved, SAVED, savedLead, toastWith } from '@/test/saved-leads';

const daily = savedLead(1, 1);
const waiting = savedLead(2, 2, { source: 'import' });
const started = savedLead(3, 3, {
  source: 'import',
  sequenceStartedAt: '2026-11-09T12:00:00.000Z',
});

const addresses = (group: HTMLElement) =>
  within(group)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('SavedPanel, imported leads', () => {
  it('groups imported leads under Imported Leads, each with an Imported badge', async () => {
    stubApi({ [SAVED]: Response.json([daily, waiting, started]) });
    renderSaved();

    const group = await screen.findByRole('region', { name: 'Imported Leads' });
    expect(addresses(group)).toEqual(['2 Palm Ave', '3 Palm Ave']);
    expect(addresses(screen.getByRole('region', { name: 'Daily Leads' }))).toEqual(['1 Palm Ave']);
    expect(within(cardOf('2 Palm Ave')).getByText('Imported')).toBeVisible();
    expect(within(cardOf('3 Palm Ave')).getByText('Imported')).toBeVisible();
    expect(within(cardOf('1 Palm Ave')).queryByText('Imported')).not.toBeInTheDocument();
  });

  it('shows no Imported Leads group to an agent who never imported', async () => {
    stubApi({ [SAVED]: Response.json([daily]) });
    renderSaved();

    expect(await screen.findByRole('region', { name: 'Daily Leads' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Imported Leads' })).not.toBeInTheDocument();
  });

  it('starts the follow-up of one imported lead from its card', async () => {
    let leads = [daily, waiting, started];
    const fetchMock = stubApi({
      [SAVED]: () => Response.json(leads),
      [startFollowUpRoute(waiting.id)]: () => {
        const now = { ...waiting, sequenceStartedAt: new Date().toISOString() };
        leads = [daily, now, started];
        return Response.json(now);
      },
    });
    renderSaved();
    await screen.findByRole('region', { name: 'Imported Leads' });
    expect(
      within(cardOf('3 Palm Ave')).queryByRole('button', { name: /Start Follow-Up/ }),
    ).not.toBeInTheDocument();
    expect(
      within(cardOf('1 Palm Ave')).queryByRole('button', { name: /Start Follow-Up/ }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(cardOf('2 Palm Ave')).getByRole('button', { name: 'Start Follow-Up 2 Palm Ave' }),
    );

    await waitFor(() =>
      expect(
        within(cardOf('2 Palm Ave')).queryByRole('button', { name: /Start Follow-Up/ }),
      ).not.toBeInTheDocument(),
    );
    expect(sentBodies(fetchMock, startFollowUpRoute(waiting.id))).toEqual([{}]);
  });

  it("says so when a lead's follow-up cannot start", async () => {
    stubApi({
      [SAVED]: Response.json([waiting]),
      [startFollowUpRoute(fixtureId('lead', 2))]: apiError(409, {
        error: 'NOT_SAVED',
        message: 'This lead is no longer saved.',
      }),
    });
    renderSaved();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Start Follow-Up 2 Palm Ave' }),
    );

    const toast = await toastWith('Follow-Up Not Started');
    expect(toast).toHaveTextContent('This lead is no longer saved.');
  });
});
