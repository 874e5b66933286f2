import { POSTCARD_MESSAGE_MAX, RETURN_ADDRESS_MESSAGES } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { agentKey, routeKey } from '@/lib/route-query';
import { buildAgent } from '@/test/agent';
import { apiError, heldReply, publicConfig, sentBodies, stubApi } from '@/test/api';
import {
  frontField,
  messageBox,
  openPostcardDialog,
  POSTCARD_AGENT,
  POSTCARD_LEAD_ID,
  queuedOrder,
  renderLeadPostcard,
  SEND_POSTCARD,
  sendButton,
} from '@/test/postcards';
import { expectToast } from '@/test/toasts';

describe('the Preview Postcard dialog', () => {
  it("opens with the default message: the owner's first name, the address and the agent's phone", async () => {
    stubApi();
    renderLeadPostcard();

    const dialog = await openPostcardDialog();

    const message = messageBox(dialog);
    expect(message).toHaveAttribute('rows', '8');
    expect((message as HTMLTextAreaElement).value).toMatch(/^Hi Ana,/);
    expect((message as HTMLTextAreaElement).value).toContain('1234 Palm Ave');
    expect((message as HTMLTextAreaElement).value).toContain('(305) 555-0123');
    const length = (message as HTMLTextAreaElement).value.length;
    expect(
      within(dialog).getByText(`${length} / ${POSTCARD_MESSAGE_MAX} characters`),
    ).toBeVisible();
    expect(frontField(dialog)).toHaveValue(`/api/postcards/front/${POSTCARD_LEAD_ID}`);
    expect(
      await within(dialog).findByText('Not mailed: no postcard service configured'),
    ).toBeVisible();
  });

  it('opens with focus on the dialog itself, never on (or selecting) the internal front address', async () => {
    stubApi();
    renderLeadPostcard();

    const dialog = await openPostcardDialog();

    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAccessibleName('Preview Postcard');
    const front = frontField(dialog) as HTMLInputElement;
    expect(front).not.toHaveFocus();
    expect(front.selectionEnd ?? 0).toBe(front.selectionStart ?? 0);
  });

  it('shows the front the app draws, and a placeholder with words when an image cannot load', async () => {
    stubApi();
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    const front = within(dialog).getByRole('img', { name: /^Front of the postcard/ });
    expect(front).toHaveAttribute('src', `/api/postcards/front/${POSTCARD_LEAD_ID}`);
    fireEvent.error(front);

    expect(within(dialog).getByText('This image cannot be shown here.')).toBeVisible();
  });

  it('shows the back as it will print: the typed message and the Mailer Settings', async () => {
    stubApi();
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    await userEvent.clear(messageBox(dialog));
    await userEvent.type(messageBox(dialog), 'See you soon');

    const back = within(dialog).getByRole('figure', { name: 'Back of the postcard' });
    expect(within(back).getByText('See you soon')).toBeVisible();
    expect(within(back).getByText('Sunrise Realty')).toBeVisible();
    expect(within(back).getByText(POSTCARD_AGENT.returnAddress ?? '')).toBeVisible();
  });

  it('prints the return address in its parts: the street, then city, state and ZIP', async () => {
    stubApi();
    const agent = buildAgent({
      returnAddress: '100 Brickell Ave, Miami, FL 33131',
      returnAddressParts: { street: '100 Brickell Ave', city: 'Miami', state: 'FL', zip: '33131' },
    });
    renderLeadPostcard(undefined, agent);
    const dialog = await openPostcardDialog();

    const back = within(dialog).getByRole('figure', { name: 'Back of the postcard' });
    expect(within(back).getByText(/^100 Brickell Ave\s+Miami, FL 33131$/)).toBeVisible();
    expect(within(dialog).queryByText(RETURN_ADDRESS_MESSAGES.required)).not.toBeInTheDocument();
  });

  it('asks for the return address in its parts before a card can be mailed', async () => {
    stubApi({ 'GET /api/config': Response.json(publicConfig({ postcards: { mailing: true } })) });
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    expect(await within(dialog).findByText(RETURN_ADDRESS_MESSAGES.required)).toBeVisible();
  });

  it('reads Send as disabled without a message, and says so when it is pressed anyway', async () => {
    const fetchMock = stubApi();
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    await userEvent.clear(messageBox(dialog));
    expect(sendButton(dialog)).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sendButton(dialog));

    await expectToast('Message Required', 'Please enter a message for the postcard');
    expect(sentBodies(fetchMock, SEND_POSTCARD)).toEqual([]);
  });

  it('asks for a front image when Enter is pressed in an empty image field', async () => {
    const fetchMock = stubApi();
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    await userEvent.clear(frontField(dialog));
    expect(sendButton(dialog)).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByText('No front image: enter an image address.')).toBeVisible();
    await userEvent.type(frontField(dialog), '{Enter}');

    await expectToast('Image Required', 'Please provide a front image URL');
    expect(sentBodies(fetchMock, SEND_POSTCARD)).toEqual([]);
  });

  it("says the server's reason when the postcard is refused", async () => {
    stubApi({
      [SEND_POSTCARD]: apiError(409, {
        error: 'OWNER_OPTED_OUT',
        message: 'This owner asked you to stop contacting them, so no postcard is sent.',
      }),
    });
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    await userEvent.click(sendButton(dialog));

    await expectToast(
      'Failed to Send Postcard',
      'This owner asked you to stop contacting them, so no postcard is sent.',
    );
    expect(dialog).toBeInTheDocument();
  });

  it('says a front refused for its scheme in a sentence, without the field it came in', async () => {
    const sentence = 'The front image must be an http:// or https:// address';
    // As the server answers a data: address (apps/server/src/plugins/errors.ts).
    stubApi({
      [SEND_POSTCARD]: apiError(400, {
        error: 'VALIDATION_ERROR',
        message: `frontImageUrl: ${sentence}`,
        field: 'frontImageUrl',
        fields: { frontImageUrl: sentence },
      }),
    });
    renderLeadPostcard();
    const dialog = await openPostcardDialog();
    await userEvent.clear(frontField(dialog));
    await userEvent.type(frontField(dialog), 'data:image/png;base64,iVBORw0KGgo=');

    await userEvent.click(sendButton(dialog));

    await expectToast('Failed to Send Postcard', sentence);
    expect(screen.queryByText(/frontImageUrl/)).not.toBeInTheDocument();
  });

  it('falls back to the fixed text when the server gives no reason', async () => {
    stubApi({ [SEND_POSTCARD]: new Response('Bad gateway', { status: 502 }) });
    renderLeadPostcard();
    const dialog = await openPostcardDialog();

    await userEvent.click(sendButton(dialog));

    await expectToast('Failed to Send Postcard', 'An error occurred while sending the postcard');
  });

  it('sends the edited card, closes, says it was not mailed, and refreshes the lists', async () => {
    const send = heldReply();
    const fetchMock = stubApi({ [SEND_POSTCARD]: send.reply });
    const { queryClient } = renderLeadPostcard();
    const watched = [
      agentKey(routes.getSavedLeads, POSTCARD_AGENT.id),
      agentKey(routes.getActivitySummary, POSTCARD_AGENT.id),
      routeKey(routes.getLead, { params: { leadId: POSTCARD_LEAD_ID } }),
    ];
    for (const key of watched) queryClient.setQueryData(key, {});
    const dialog = await openPostcardDialog();

    await userEvent.clear(messageBox(dialog));
    await userEvent.type(messageBox(dialog), 'Hi Ana, call me about 1234 Palm Ave.');
    await userEvent.click(sendButton(dialog));

    expect(sendButton(dialog)).toHaveTextContent('Sending...');
    expect(sendButton(dialog)).toBeDisabled();
    send.answer(queuedOrder());
    await expectToast(
      'Postcard Created',
      'Rendered and saved. Not mailed: no postcard service configured.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, SEND_POSTCARD)).toEqual([
      {
        leadId: POSTCARD_LEAD_ID,
        message: 'Hi Ana, call me about 1234 Palm Ave.',
        frontImageUrl: `/api/postcards/front/${POSTCARD_LEAD_ID}`,
      },
    ]);
    await waitFor(() =>
      expect(watched.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([
        true,
        true,
        true,
      ]),
    );
  });
});
