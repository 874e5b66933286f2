import * as routes from '@porchlight/contracts/routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentKey } from '@/lib/route-query';
import { apiError, sentBodies, stubApi } from '@/test/api';
import {
  AGENT_ID,
  IMPORTS,
  imported,
  importing,
  importPreview,
  importSummary,
  MAPPING,
  ONE_IMPORT,
  START,
  UPLOAD,
} from '@/test/lead-imports';
import { renderWithProviders } from '@/test/render';
import { LeadImports } from './lead-imports';

const CSV = 'Property Address;City;State;Zip\n12 Oak St;Miami;FL;33131\n';

function csvFile(text = CSV, name = 'leads.csv') {
  return new File([text], name, { type: 'text/csv' });
}

async function openImport() {
  const view = renderWithProviders(<LeadImports agentId={AGENT_ID} />, { toaster: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Import Leads' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import Leads' });
  return { ...view, dialog };
}

/** Answers each call to a route in turn, the last one from then on. */
function inTurn(...answers: Response[]) {
  let next = 0;
  return () => (answers[Math.min(next++, answers.length - 1)] ?? new Response()).clone();
}

describe('Import Leads: upload and preview', () => {
  it('uploads the chosen file in base64 and shows what it holds', async () => {
    const fetchMock = stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());

    expect(
      await screen.findByText('12 rows · Read as Windows-1252 · Semicolon-separated'),
    ).toBeVisible();
    expect(sentBodies(fetchMock, UPLOAD)).toEqual([
      { fileName: 'leads.csv', content: Buffer.from(CSV).toString('base64') },
    ]);
    const counts = screen.getByRole('list', { name: 'What the file holds' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '8 ready to import',
      '1 repeated in this file',
      '2 you already have',
      "1 can't be imported",
    ]);
    // No DNC column: its phones are imported blocked, and the preview says so in one line.
    expect(
      screen.getByText('No do-not-call column: these 6 phones stay blocked until you Enhance'),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Property Address' })).toHaveValue('address');
    expect(screen.getByRole('combobox', { name: 'Notes' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Leave Out', selected: true })).toBeInTheDocument();

    const rows = screen.getByRole('list', { name: 'As they will be imported' });
    expect(within(rows).getByText('12 Oak St')).toBeVisible();
    expect(within(rows).getByText('Miami, FL 33131')).toBeVisible();
    expect(within(rows).getByText('José Núñez')).toBeVisible();
    expect(within(rows).getByText('(305) 555-0123')).toBeVisible();

    const skipped = screen.getByRole('list', { name: 'Skipped' });
    expect(
      within(skipped)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 5 · 12 Oak St · Same address as row 2',
      'Row 6 · 9 Palm Ave · You already have this lead',
    ]);
    expect(screen.getByRole('list', { name: "Can't be imported" })).toHaveTextContent(
      'Row 7 · No street address',
    );
    expect(screen.getByRole('list', { name: 'Imported without a contact' })).toHaveTextContent(
      'Row 8 · 4 Elm Rd · Phone 1 is not a US number',
    );
    expect(screen.getByRole('radio', { name: /Add to Saved/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Import 8 Leads' })).toBeEnabled();
  });

  it('refuses a file over 5 MB on the phone, before any upload', async () => {
    const fetchMock = stubApi({ [IMPORTS]: Response.json({ imports: [] }) });
    await openImport();
    const big = csvFile('a'.repeat(5 * 1024 * 1024 + 1), 'big.csv');
    await userEvent.upload(screen.getByLabelText('CSV file'), big);

    expect(await screen.findByText('The file is larger than 5 MB.')).toBeVisible();
    expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
      'The file is larger than 5 MB.',
    );
    expect(sentBodies(fetchMock, UPLOAD)).toEqual([]);
  });

  it("shows the server's sentence for a file it refuses", async () => {
    stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: apiError(422, {
        error: 'IMPORT_REFUSED',
        message: 'This file has no column with a street address.',
      }),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());

    expect(await screen.findByText('This file has no column with a street address.')).toBeVisible();
    expect(screen.getByLabelText('CSV file')).toBeEnabled();
  });

  it('shows the first 50 issues of a long list, then all of them', async () => {
    const issues = Array.from({ length: 60 }, (_, i) => ({
      row: i + 2,
      address: `${i + 2} Oak St`,
      outcome: 'already_have' as const,
      message: 'You already have this lead',
    }));
    stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview({ issues }), { status: 201 }),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());

    const skipped = await screen.findByRole('list', { name: 'Skipped' });
    expect(within(skipped).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Show All 60' }));
    expect(within(skipped).getAllByRole('listitem')).toHaveLength(60);
  });
});

describe('Import Leads: mapping', () => {
  it('sends a changed column and shows the new preview', async () => {
    const fetchMock = stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [MAPPING]: (body) =>
        Response.json(
          importPreview({
            mapping: (body as { mapping: ReturnType<typeof importPreview>['mapping'] }).mapping,
            counts: { rows: 12, ready: 9, duplicateInFile: 1, alreadyHave: 2, refused: 0 },
          }),
        ),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Notes' }),
      'Email 1',
    );

    expect(await screen.findByRole('button', { name: 'Import 9 Leads' })).toBeEnabled();
    expect(sentBodies(fetchMock, MAPPING)).toEqual([
      { mapping: ['address', 'city', 'state', 'zip', 'ownerName', 'phone1', 'email1'] },
    ]);
    expect(screen.getByRole('combobox', { name: 'Notes' })).toHaveValue('email1');
  });

  it('moves a field taken from another column, so one column fills each field', async () => {
    const fetchMock = stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [MAPPING]: (body) => Response.json(importPreview(body as object)),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Notes' }), 'City');

    await waitFor(() => expect(sentBodies(fetchMock, MAPPING)).toHaveLength(1));
    expect(sentBodies(fetchMock, MAPPING)).toEqual([
      { mapping: ['address', null, 'state', 'zip', 'ownerName', 'phone1', 'city'] },
    ]);
  });

  it("shows the server's refusal of a mapping by its column", async () => {
    stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [MAPPING]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message: 'mapping uses a field for two columns: choose one column for each field',
        field: 'mapping',
      }),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    const notes = await screen.findByRole('combobox', { name: 'Notes' });
    await userEvent.selectOptions(notes, 'Email 1');

    await waitFor(() =>
      expect(notes).toHaveAccessibleDescription(
        'mapping uses a field for two columns: choose one column for each field',
      ),
    );
    expect(notes).toHaveValue('');
  });

  it('cannot import while the server names a problem with the mapping', async () => {
    stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [MAPPING]: Response.json(
        importPreview({
          mapping: [null, 'city', 'state', 'zip', 'ownerName', 'phone1', null],
          problem: 'Choose the column that holds the street address.',
          counts: { rows: 12, ready: 0, duplicateInFile: 0, alreadyHave: 0, refused: 12 },
        }),
      ),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Property Address' }),
      'Leave Out',
    );

    expect(await screen.findByRole('button', { name: 'Import 0 Leads' })).toBeDisabled();
    expect(screen.getByText('Choose the column that holds the street address.')).toBeVisible();
  });
});

describe('Import Leads: the import', () => {
  it('starts the import, shows its progress and then the leads it brought', async () => {
    const fetchMock = stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [START]: Response.json(importSummary({ status: 'queued', destination: 'review' })),
      [ONE_IMPORT]: inTurn(
        Response.json(importing(6, { destination: 'review' })),
        Response.json(imported(0, { destination: 'review', awaitingFollowUp: 0 })),
      ),
    });
    const { queryClient } = await openImport();
    queryClient.setQueryData(agentKey(routes.getSavedLeads, AGENT_ID), []);
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(await screen.findByRole('radio', { name: /Review in Today/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 8 Leads' }));

    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '6'));
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(screen.getByText('Importing… 6 of 12')).toBeVisible();
    expect(sentBodies(fetchMock, START)).toEqual([
      {
        mapping: ['address', 'city', 'state', 'zip', 'ownerName', 'phone1', null],
        destination: 'review',
      },
    ]);

    expect(await screen.findByText('Imported 8 leads from leads.csv')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(agentKey(routes.getSavedLeads, AGENT_ID))?.isInvalidated).toBe(
      true,
    );
  });

  it('reads the lists again when the import ends before its progress is first read', async () => {
    let started = false;
    stubApi({
      [IMPORTS]: () => Response.json({ imports: started ? [imported(0)] : [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [START]: () => {
        started = true;
        return Response.json(importSummary({ status: 'queued', destination: 'saved' }));
      },
      [ONE_IMPORT]: Response.json(imported(0)),
    });
    const { queryClient } = await openImport();
    queryClient.setQueryData(agentKey(routes.getSavedLeads, AGENT_ID), []);
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 8 Leads' }));

    const dialog = screen.getByRole('dialog', { name: 'Import Leads' });
    expect(await within(dialog).findByText('Imported 8 leads from leads.csv')).toBeVisible();
    await waitFor(() =>
      expect(
        queryClient.getQueryState(agentKey(routes.getSavedLeads, AGENT_ID))?.isInvalidated,
      ).toBe(true),
    );
  });

  it("shows the server's sentence when the import cannot start", async () => {
    stubApi({
      [IMPORTS]: Response.json({ imports: [] }),
      [UPLOAD]: Response.json(importPreview(), { status: 201 }),
      [START]: apiError(409, { error: 'CONFLICT', message: 'This import has already started.' }),
    });
    await openImport();
    await userEvent.upload(screen.getByLabelText('CSV file'), csvFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Import 8 Leads' }));

    expect(await screen.findByText('This import has already started.')).toBeVisible();
  });
});
