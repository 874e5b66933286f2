// @vitest-environment jsdom
import type { Criteria } from '@porchlight/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorkspacePanel } from '@/app/workspace-panel';
import { AGENT_ID, buildAgent } from '@/test/agent';
import { sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';
import { NEVER_SET } from '@/test/workspace';

const CRITERIA = `GET /api/criteria/${AGENT_ID}`;
const SAVE = `POST /api/criteria/${AGENT_ID}`;
const SAVED: Criteria = {
  targetAreas: ['Miami, FL'],
  minValue: 50_000,
  maxValue: null,
  minBedrooms: 3,
  sellerTypes: ['tax-default'],
  propertyTypes: ['Residential'],
};

function renderPanel() {
  return renderWithProviders(
    // The Criteria tab as the dashboard composes it, with the count tool under the form.
    <WorkspacePanel view="criteria" agent={buildAgent()} onViewChange={() => {}} />,
    { toaster: true },
  );
}

async function fillCriteria(area: string, sellerType = 'Vacant') {
  const input = await screen.findByLabelText('Target Area');
  await userEvent.clear(input);
  if (area) await userEvent.type(input, area);
  await userEvent.click(screen.getByRole('radio', { name: sellerType }));
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save Criteria' }));
}

describe('CriteriaPanel, loading', () => {
  it('shows a skeleton, then the saved criteria with the values its lists lack', async () => {
    stubApi({ [CRITERIA]: Response.json(SAVED) });
    renderPanel();

    // The tab's chunk loads first, then the criteria.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Search Criteria' }),
    ).toBeVisible();
    expect(screen.getByText('Loading your criteria...')).toBeInTheDocument();

    expect(await screen.findByLabelText('Target Area')).toHaveValue('Miami, FL');
    expect(screen.getByLabelText('Minimum Value')).toHaveDisplayValue('$50,000');
    expect(screen.getByLabelText('Maximum Value')).toHaveDisplayValue('Any');
    expect(screen.getByLabelText('Minimum Bedrooms')).toHaveDisplayValue('3+');
    expect(screen.getByRole('radio', { name: 'Tax Default' })).toBeChecked();
    expect(screen.getByLabelText('Property Type')).toHaveDisplayValue('Residential');
    expect(screen.queryByText('Loading your criteria...')).not.toBeInTheDocument();
  });

  it('starts from the defaults when no criteria were ever saved', async () => {
    stubApi({ [CRITERIA]: Response.json(NEVER_SET) });
    renderPanel();

    expect(await screen.findByLabelText('Target Area')).toHaveValue('');
    expect(screen.getByLabelText('Minimum Value')).toHaveDisplayValue('$100,000');
    expect(screen.getByLabelText('Maximum Value')).toHaveDisplayValue('$250,000');
    expect(screen.getByLabelText('Minimum Bedrooms')).toHaveDisplayValue('1+');
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByRole('option', { name: 'Any' })).not.toBeInTheDocument();
  });

  it('explains each of the eight seller types in a tooltip', async () => {
    stubApi({ [CRITERIA]: Response.json(NEVER_SET) });
    renderPanel();

    await screen.findByLabelText('Target Area');
    expect(screen.getAllByRole('button', { name: /^About / })).toHaveLength(8);
    await userEvent.click(
      screen.getByRole('button', { name: 'About Senior Owner (age 65 or older)' }),
    );

    expect(screen.getByText('The owner is 65 or older.')).toBeVisible();
  });

  it('offers to try again when the criteria cannot be loaded', async () => {
    const fetchMock = stubApi({ [CRITERIA]: new Response('', { status: 502 }) });
    renderPanel();

    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));

    expect(screen.getByText('We could not load your criteria.')).toBeVisible();
    expect(
      fetchMock.mock.calls.filter(([url]) => url === `/api/criteria/${AGENT_ID}`),
    ).toHaveLength(2);
  });
});

describe('CriteriaPanel, validation', () => {
  it('rejects a 4-digit zip under "Invalid Target Areas", without saving', async () => {
    const fetchMock = stubApi({ [CRITERIA]: Response.json(NEVER_SET) });
    renderPanel();

    await fillCriteria('3313');
    await save();

    expect(await screen.findByText('Invalid Target Areas')).toBeVisible();
    expect(screen.getByLabelText('Target Area')).toHaveAccessibleDescription(
      expect.stringContaining('Zip codes must be exactly 5 digits'),
    );
    expect(screen.getAllByText('Zip codes must be exactly 5 digits')).toHaveLength(2);
    expect(sentBodies(fetchMock, SAVE)).toEqual([]);
  });

  it('asks for a city and state, or a zip', async () => {
    stubApi({ [CRITERIA]: Response.json(NEVER_SET) });
    renderPanel();

    await fillCriteria('Miami');
    await save();

    const message = "Please enter valid city, state format (e.g., 'Miami, FL') or 5-digit zip code";
    expect(await screen.findByText('Invalid Target Areas')).toBeVisible();
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('rejects a maximum not above the minimum under "Invalid Criteria"', async () => {
    stubApi({ [CRITERIA]: Response.json(NEVER_SET) });
    renderPanel();

    await fillCriteria('33131');
    await userEvent.selectOptions(screen.getByLabelText('Minimum Value'), '$500,000');
    await save();

    const message = 'Maximum property value must be greater than minimum property value';
    expect(await screen.findByText('Invalid Criteria')).toBeVisible();
    expect(screen.getByLabelText('Maximum Value')).toHaveAccessibleDescription(message);
    expect(screen.getAllByText(message)).toHaveLength(2);
  });

  it('asks for a seller type', async () => {
    stubApi({ [CRITERIA]: Response.json(NEVER_SET) });
    renderPanel();

    await userEvent.type(await screen.findByLabelText('Target Area'), 'Miami, FL');
    await save();

    expect(await screen.findByText('Invalid Criteria')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Vacant' })).toHaveAccessibleDescription(
      'Seller type is required',
    );
  });
});
