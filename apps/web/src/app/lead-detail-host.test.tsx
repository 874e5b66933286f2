import type { Lead } from '@porchlight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildAgent } from '@/test/agent';
import { apiError, stubApi } from '@/test/api';
import {
  AGENT_ID,
  CONTACT_STATUS,
  ENRICH,
  enriched,
  expectToast,
  heldReply,
  LEAD,
  leadWithContacts,
  PASS_CONTACT,
} from '@/test/lead-detail';
import { makeLead } from '@/test/lead-fixture';
import { renderWithProviders } from '@/test/render';
import { wholeText } from '@/test/whole-text';
import { LeadDetailHost } from './lead-detail-host';

const LEAD_ID = makeLead().id;

/** A list's lead button and the host, as the workspace puts them together. */
function Workspace() {
  const [leadId, setLeadId] = useState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setLeadId(LEAD_ID)}>
        1234 Palm Ave
      </button>
      <LeadDetailHost
        agent={buildAgent({ id: AGENT_ID })}
        leadId={leadId}
        onClose={() => setLeadId(null)}
      />
    </>
  );
}

async function openLead() {
  renderWithProviders(<Workspace />, { toaster: true });
  await userEvent.click(screen.getByRole('button', { name: '1234 Palm Ave' }));
}

const leadReads = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? 'GET'} ${url}` === LEAD).length;

const ownerContacts = () => screen.getByRole('list', { name: 'Owner contacts' });

describe('LeadDetailHost', () => {
  it('opens at once on a loading state, then shows the lead read by its id', async () => {
    const read = heldReply();
    stubApi({ [LEAD]: read.reply });
    await openLead();

    const loading = await screen.findByRole('dialog', { name: 'Property Details' });
    expect(within(loading).getByText('Loading property details...')).toBeInTheDocument();
    read.answer(Response.json(leadWithContacts()));

    const dialog = await screen.findByRole('dialog', { name: '1234 Palm Ave' });
    expect(within(dialog).getByText(wholeText('ana@example.com'))).toBeInTheDocument();
  });

  it('says the lead could not be loaded, and reads it again on Try Again', async () => {
    let answer = apiError(404, {
      error: 'NOT_FOUND',
      message: 'This lead is not among your leads.',
    });
    stubApi({ [LEAD]: () => answer });
    await openLead();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this lead.');
    expect(alert).toHaveTextContent('This lead is not among your leads.');
    answer = Response.json(makeLead());
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('dialog', { name: '1234 Palm Ave' })).toBeInTheDocument();
  });

  it('reads the lead again on every opening, showing the last copy meanwhile', async () => {
    const fetchMock = stubApi({ [LEAD]: Response.json(makeLead()) });
    await openLead();
    await screen.findByRole('dialog', { name: '1234 Palm Ave' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: '1234 Palm Ave' }));

    expect(screen.getByRole('dialog', { name: '1234 Palm Ave' })).toBeInTheDocument();
    await waitFor(() => expect(leadReads(fetchMock)).toBe(2));
  });

  it('shows the contacts Enhance found once the lead is read again', async () => {
    const found = {
      id: 's1',
      number: '7865550142',
      dnc: false,
      source: 'skip-trace',
      personName: 'Ana Diaz',
    };
    let lead: Lead = makeLead();
    stubApi({
      [LEAD]: () => Response.json(lead),
      [ENRICH]: () => {
        lead = makeLead({ skipSherpaEnriched: true, phoneNumbers: [found] });
        return enriched({ phonesAdded: 1, phonesFound: 1 });
      },
    });
    await openLead();
    expect(await screen.findByText('No contact information available')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enhance Skip Trace' }));

    await expectToast('Contacts Enhanced', 'Found 1 new phone number and 0 new emails');
    await waitFor(() => expect(within(ownerContacts()).getByText('(786) 555-0142')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Enhanced' })).toBeDisabled();
  });

  it('shows the status the server answers once the lead is read again', async () => {
    let lead: Lead = makeLead({ contactStatus: 'none' });
    const fetchMock = stubApi({
      [LEAD]: () => Response.json(lead),
      [CONTACT_STATUS]: () => {
        lead = makeLead({ contactStatus: 'contacted' });
        return Response.json(lead);
      },
    });
    await openLead();
    const contacted = await screen.findByRole('button', { name: 'Contacted' });

    await userEvent.click(contacted);

    await expectToast('Status Updated', 'Lead marked as contacted');
    await waitFor(() => expect(leadReads(fetchMock)).toBe(2));
    expect(screen.getByRole('button', { name: 'Contacted' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('reads the lead again after a pass, and the contact stays gone', async () => {
    let lead: Lead = leadWithContacts();
    const fetchMock = stubApi({
      [LEAD]: () => Response.json(lead),
      [PASS_CONTACT]: () => {
        lead = leadWithContacts({ emails: [], passedContacts: ['e1'] });
        return Response.json(lead);
      },
    });
    await openLead();
    await screen.findByRole('list', { name: 'Owner contacts' });

    await userEvent.click(screen.getByRole('button', { name: 'Pass ana@example.com' }));

    await waitFor(() => expect(leadReads(fetchMock)).toBe(2));
    expect(
      within(ownerContacts()).queryByText(wholeText('ana@example.com')),
    ).not.toBeInTheDocument();
    expect(within(ownerContacts()).getByText('(305) 555-0123')).toBeInTheDocument();
  });
});
