// @vitest-environment jsdom
import { type Criteria, TARGET_AREA_MESSAGES } from '@porchlight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WorkspacePanel } from '@/app/workspace-panel';
import { AGENT_ID, buildAgent } from '@/test/agent';
import { apiError, sentBodies, stubApi } from '@/test/api';
import { renderWithProviders } from '@/test/render';

const CRITERIA = `GET /api/criteria/${AGENT_ID}`;
const SAVE = `POST /api/criteria/${AGENT_ID}`;
const COUNT = `GET /api/leads/available-count/${AGENT_ID}`;
const SAVED: Criteria = {
  targetAreas: ['Miami, FL'],
  minValue: 50_000,
  maxValue: null,
  minBedrooms: 3,
  sellerTypes: ['tax-default'],
  propertyTypes: ['Residential'],
};
const UPDATED: Criteria = {
  targetAreas: ['33131'],
  minValue: 250_000,
  maxValue: 750_000,
  minBedrooms: 2,
  sellerTypes: ['vacant'],
  propertyTypes: ['Residential'],
};

function renderPanel() {
  return renderWithProviders(
    // The Criteria tab as the dashboard composes it, with the count tool under the form.
    <WorkspacePanel view="criteria" agent={buildAgent()} onViewChange={() => {}} />,
    { toaster: true },
  );
}

async function changeCriteria() {
  const area = await screen.findByLabelText('Target Area');
  await userEvent.clear(area);
  await userEvent.type(area, '33131');
  await userEvent.selectOptions(screen.getByLabelText('Minimum Value'), '$250,000');
  await userEvent.selectOptions(screen.getByLabelText('Maximum Value'), '$750,000');
  await userEvent.selectOptions(screen.getByLabelText('Minimum Bedrooms'), '2+');
  await userEvent.click(screen.getByRole('radio', { name: 'Vacant' }));
}

async function save() {
  await userEvent.click(screen.getByRole('button', { name: 'Save Criteria' }));
}

describe('CriteriaPanel, saving', () => {
  it('sends the form with its arrays, reading "Saving..." until the server answers', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = stubApi({
      [CRITERIA]: Response.json(SAVED),
      [SAVE]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderPanel();

    await changeCriteria();
    await save();

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(sentBodies(fetchMock, SAVE)).toEqual([
      {
        targetArea: '33131',
        minValue: 250_000,
        maxValue: 750_000,
        minBedrooms: 2,
        sellerType: 'vacant',
        propertyType: 'Residential',
        targetAreas: ['33131'],
        sellerTypes: ['vacant'],
        propertyTypes: ['Residential'],
      },
    ]);
    answer(Response.json(UPDATED));

    expect(await screen.findByText('Criteria Saved')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save Criteria' })).toBeEnabled();
    expect(screen.getByLabelText('Minimum Value')).toHaveDisplayValue('$250,000');
  });

  it('keeps "any" as no bound', async () => {
    const fetchMock = stubApi({
      [CRITERIA]: Response.json(SAVED),
      [SAVE]: Response.json(SAVED),
    });
    renderPanel();

    await screen.findByLabelText('Target Area');
    await save();

    expect(await screen.findByText('Criteria Saved')).toBeVisible();
    expect(sentBodies(fetchMock, SAVE)).toEqual([
      expect.objectContaining({ minValue: 50_000, maxValue: null, minBedrooms: 3 }),
    ]);
  });

  it('clears the lead count on screen once saved', async () => {
    const fetchMock = stubApi({
      [CRITERIA]: Response.json(SAVED),
      [SAVE]: Response.json(UPDATED),
      [COUNT]: Response.json({
        totalAvailable: 40,
        currentOffset: 10,
        remaining: 30,
        cached: false,
      }),
    });
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Check Lead Count' }));
    expect(await screen.findByText('Remaining Leads')).toBeVisible();
    await changeCriteria();
    await save();

    expect(await screen.findByText('Criteria Saved')).toBeVisible();
    expect(screen.queryByText('Remaining Leads')).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, COUNT)).toHaveLength(1);
  });

  it("toasts 'Error' with the server's message and marks the field", async () => {
    const message = 'Only one target area is accepted';
    stubApi({
      [CRITERIA]: Response.json(SAVED),
      [SAVE]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message,
        field: 'targetArea',
        fields: { targetArea: message },
      }),
    });
    renderPanel();

    await changeCriteria();
    await save();

    expect(await screen.findByText('Error')).toBeVisible();
    expect(screen.getByLabelText('Target Area')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(screen.getByRole('button', { name: 'Save Criteria' })).toBeEnabled();
  });

  // Two areas were saved, and the lead engine then read none.
  it('refuses two areas under the field, saying what is accepted, and sends nothing', async () => {
    const fetchMock = stubApi({ [CRITERIA]: Response.json(SAVED), [SAVE]: Response.json(SAVED) });
    renderPanel();

    const area = await screen.findByLabelText('Target Area');
    await userEvent.clear(area);
    await userEvent.type(area, 'Miami, FL; Tampa, FL');
    await save();

    expect(await screen.findByText('Invalid Target Areas')).toBeVisible();
    expect(area).toHaveAccessibleDescription(expect.stringContaining(TARGET_AREA_MESSAGES.oneArea));
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, SAVE)).toEqual([]);
    expect(screen.queryByText('Criteria Saved')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to update criteria'", async () => {
    stubApi({ [CRITERIA]: Response.json(SAVED), [SAVE]: new Response('', { status: 500 }) });
    renderPanel();

    await changeCriteria();
    await save();

    expect(await screen.findByText('Failed to update criteria')).toBeVisible();
    expect(screen.getByText('Error')).toBeVisible();
  });

  // A reload shows the phone's kept copy first (docs/offline.md), then the server's answer: the
  // form read only the first, so criteria saved moments before a reload came back as the old ones.
  it("follows the server's newer answer, keeping a field the agent has changed", async () => {
    let server = SAVED;
    stubApi({ [CRITERIA]: () => Response.json(server) });
    const { queryClient } = renderPanel();
    const area = await screen.findByLabelText('Target Area');
    expect(area).toHaveValue('Miami, FL');

    server = UPDATED;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(area).toHaveValue('33131'));
    expect(screen.getByLabelText('Minimum Value')).toHaveDisplayValue('$250,000');

    await userEvent.selectOptions(screen.getByLabelText('Minimum Bedrooms'), '4+');
    server = { ...UPDATED, targetAreas: ['33132'] };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(area).toHaveValue('33132'));
    expect(screen.getByLabelText('Minimum Bedrooms')).toHaveDisplayValue('4+');
  });
});
