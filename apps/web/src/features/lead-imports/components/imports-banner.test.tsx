import * as routes from '@porchlight/contracts/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { reportNetworkError } from '@/lib/connection';
import { agentKey } from '@/lib/route-query';
import { sentBodies, stubApi } from '@/test/api';
import {
  AGENT_ID,
  FOLLOW_UP_ALL,
  IMPORTS,
  imported,
  importing,
  importSummary,
  ONE_IMPORT,
} from '@/test/lead-imports';
import { renderWithProviders } from '@/test/render';
import { expectToast } from '@/test/toasts';
import { LeadImports } from './lead-imports';

function renderImports() {
  return renderWithProviders(<LeadImports agentId={AGENT_ID} />, { toaster: true });
}

describe('the imports on the Saved tab', () => {
  it('shows an import still running after a reload, and the leads once it is done', async () => {
    let done = false;
    stubApi({
      [IMPORTS]: () => Response.json({ imports: [done ? imported() : importing(3)] }),
      [ONE_IMPORT]: () => Response.json(done ? imported() : importing(9)),
    });
    const { queryClient } = renderImports();
    queryClient.setQueryData(agentKey(routes.getSavedLeads, AGENT_ID), []);

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '9'));
    expect(screen.getByText('Importing… 9 of 12')).toBeVisible();

    done = true;
    expect(await screen.findByText('Imported 8 leads from leads.csv')).toBeVisible();
    expect(queryClient.getQueryState(agentKey(routes.getSavedLeads, AGENT_ID))?.isInvalidated).toBe(
      true,
    );
  });

  it('starts the follow-up of every lead of a finished import, and says how many', async () => {
    let started = false;
    const fetchMock = stubApi({
      [IMPORTS]: () =>
        Response.json({ imports: [imported(30, { awaitingFollowUp: started ? 0 : 8 })] }),
      [FOLLOW_UP_ALL]: () => {
        started = true;
        return Response.json({ started: 8 });
      },
    });
    renderImports();

    expect(await screen.findByText('Imported 8 leads from leads.csv')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Start Follow-Up for All' }));

    await expectToast('Follow-Up Started', 'Follow-up started for 8 leads.');
    expect(sentBodies(fetchMock, FOLLOW_UP_ALL)).toEqual([{}]);
    await waitFor(() =>
      expect(screen.queryByText('Imported 8 leads from leads.csv')).not.toBeInTheDocument(),
    );
  });

  it('leaves out imports finished over a day ago, and those sent to Review in Today', async () => {
    stubApi({
      [IMPORTS]: Response.json({
        imports: [
          imported(25 * 60, { fileName: 'old.csv' }),
          imported(5, { fileName: 'review.csv', destination: 'review', awaitingFollowUp: 0 }),
          importSummary({ fileName: 'previewed.csv' }),
        ],
      }),
    });
    renderImports();

    expect(await screen.findByRole('button', { name: 'Import Leads' })).toBeEnabled();
    expect(screen.queryByText(/old\.csv|review\.csv|previewed\.csv/)).not.toBeInTheDocument();
  });

  it('says why an import failed', async () => {
    stubApi({
      [IMPORTS]: Response.json({
        imports: [
          importSummary({
            status: 'failed',
            destination: 'saved',
            message: 'The import stopped: nothing was imported. Try again.',
            finishedAt: new Date().toISOString(),
          }),
        ],
      }),
    });
    renderImports();

    expect(
      await screen.findByText('The import stopped: nothing was imported. Try again.'),
    ).toBeVisible();
  });

  it('needs a connection to import', async () => {
    stubApi({ [IMPORTS]: Response.json({ imports: [] }) });
    renderImports();
    const button = await screen.findByRole('button', { name: 'Import Leads' });

    act(() => reportNetworkError());
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Importing needs a connection.');
  });
});
