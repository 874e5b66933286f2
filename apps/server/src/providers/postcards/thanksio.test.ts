import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeThanksIo } from '../../../test/fakes/thanksio';
import { PostcardServiceError } from './index';
import { createThanksIoPostcards } from './thanksio';

const CARD = {
  orderId: '5f7c2a8e-0000-4000-8000-000000000001',
  frontImageUrl: 'https://images.example.test/front.jpg',
  message: 'Hi Pat, would you consider an offer?',
  recipient: {
    name: 'Pat Owner',
    street: '100 Fixture St',
    city: 'Miami',
    state: 'FL',
    zip: '33101',
  },
  returnAddress: {
    name: 'Dana Whitfield',
    street: '1 Main St',
    city: 'Miami',
    state: 'FL',
    zip: '33130',
  },
};

describe('thanks.io postcards', () => {
  let fake: Awaited<ReturnType<typeof startFakeThanksIo>>;
  beforeAll(async () => {
    fake = await startFakeThanksIo();
  });
  afterAll(() => fake.close());
  const service = () => createThanksIoPostcards({ token: 'tio_secret_token', baseUrl: fake.url });

  it('sends the card with the bearer token, the recipient and the return address', async () => {
    const sent = await service().mail(CARD);
    expect(sent).toEqual({ providerOrderId: expect.stringMatching(/^70\d\d$/), costCents: 125 });
    const [send] = fake.sends.slice(-1);
    expect(send?.authorization).toBe('Bearer tio_secret_token');
    expect(send?.body).toMatchObject({
      front_image_url: CARD.frontImageUrl,
      message: CARD.message,
      size: '4x6',
      recipients: [
        {
          name: 'Pat Owner',
          address: '100 Fixture St',
          city: 'Miami',
          province: 'FL',
          postal_code: '33101',
          country: 'US',
          custom1: CARD.orderId,
        },
      ],
      return_name: 'Dana Whitfield',
      return_postal_code: '33130',
    });
  });

  it('turns a refusal into an error that names no token', async () => {
    fake.answerNext(422, { errors: { front_image_url: ['invalid image tio_secret_token'] } });
    const error = await service()
      .mail(CARD)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostcardServiceError);
    expect((error as Error).message).toContain('HTTP 422');
    expect((error as Error).message).not.toContain('tio_secret_token');
  });

  it('refuses an answer without an order id', async () => {
    fake.answerNext(200, { ok: true });
    await expect(service().mail(CARD)).rejects.toThrow('thanks.io answered without an order id');
  });
});
