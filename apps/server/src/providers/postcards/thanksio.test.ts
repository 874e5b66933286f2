import sharp from 'sharp';
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

/** A plain JPEG of the given size, as a front image server would answer it. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f59e0b' } })
    .jpeg()
    .toBuffer();

/** A body thanks.io takes: every documented field of the right type, the front 1875×1275. */
const GOOD_BODY = {
  front_image_url: 'https://images.example.test/front.jpg',
  handwriting_style: 1,
  message: 'Hello',
  size: '4x6',
  recipients: [
    {
      name: 'Pat',
      address: '1 A St',
      city: 'Miami',
      province: 'FL',
      postal_code: '33101',
      country: 'US',
    },
  ],
  return_name: 'Dana',
  return_address: '1 Main St',
  return_city: 'Miami',
  return_state: 'FL',
  return_postal_code: '33130',
};

describe('thanks.io postcards', () => {
  let fake: Awaited<ReturnType<typeof startFakeThanksIo>>;
  const images = new Map<string, Promise<Buffer>>([
    ['https://images.example.test/front.jpg', jpeg(1875, 1275)],
    ['https://images.example.test/small.jpg', jpeg(1800, 1200)],
  ]);
  beforeAll(async () => {
    fake = await startFakeThanksIo({
      fetchImage: async (url) => {
        const image = images.get(url);
        if (!image) throw new Error('no such image');
        return image;
      },
    });
  });
  afterAll(() => fake.close());
  const service = () => createThanksIoPostcards({ token: 'tio_secret_token', baseUrl: fake.url });
  const post = (body: object, authorization = 'Bearer tio_secret_token') =>
    fetch(`${fake.url}/api/v2/send/postcard`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('sends the card as documented: an integer style, the return address in its parts', async () => {
    const sent = await service().mail(CARD);
    expect(sent).toEqual({ providerOrderId: expect.stringMatching(/^70\d\d$/), costCents: 58 });
    const [send] = fake.sends.slice(-1);
    expect(send?.authorization).toBe('Bearer tio_secret_token');
    expect(send?.body).toEqual({
      front_image_url: CARD.frontImageUrl,
      handwriting_style: 1,
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
      return_address: '1 Main St',
      return_city: 'Miami',
      return_state: 'FL',
      return_postal_code: '33130',
    });
  });

  it('sends the configured handwriting style as an integer', async () => {
    const styled = createThanksIoPostcards({
      token: 'tio_secret_token',
      baseUrl: fake.url,
      handwritingStyle: 4,
    });
    await styled.mail(CARD);
    expect(fake.sends.at(-1)?.body.handwriting_style).toBe(4);
  });

  it("reads the order's cost from authorization_total, in cents", async () => {
    fake.answerNext(200, { id: 42665, authorization_total: 116, status: 'reviewing' });
    expect(await service().mail(CARD)).toEqual({ providerOrderId: '42665', costCents: 116 });
    fake.answerNext(200, { id: 42666, cost: 1.25 });
    expect((await service().mail(CARD)).costCents).toBeNull();
  });

  it('turns a refusal into an error that names no token', async () => {
    fake.answerNext(400, { message: 'invalid image tio_secret_token' });
    const error = await service()
      .mail(CARD)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostcardServiceError);
    expect((error as Error).message).toContain('HTTP 400');
    expect((error as Error).message).not.toContain('tio_secret_token');
  });

  it('refuses an answer without an order id', async () => {
    fake.answerNext(200, { ok: true });
    await expect(service().mail(CARD)).rejects.toThrow('thanks.io answered without an order id');
  });

  it('refuses a front that is not 1875×1275, as thanks.io does', async () => {
    const error = await service()
      .mail({ ...CARD, frontImageUrl: 'https://images.example.test/small.jpg' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostcardServiceError);
    expect((error as Error).message).toContain('HTTP 400');
  });

  it.each([
    [500, true],
    [503, true],
    [422, false],
    [429, false],
  ])('after an HTTP %i says whether thanks.io may have the card: %s', async (status, may) => {
    fake.answerNext(status, { message: 'no' });
    await expect(service().mail(CARD)).rejects.toMatchObject({ mayHaveTaken: may });
  });

  it('after a timeout, says thanks.io may have the card, and finds it by its street', async () => {
    const since = new Date();
    fake.takeNextWithoutAnswer();
    const impatient = createThanksIoPostcards({
      token: 'tio_secret_token',
      baseUrl: fake.url,
      timeoutMs: 300,
    });
    const card = { ...CARD, recipient: { ...CARD.recipient, street: '9 Timeout Ter' } };
    const error = await impatient.mail(card).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostcardServiceError);
    expect(error).toMatchObject({ mayHaveTaken: true });
    const taken = fake.taken.at(-1);
    expect(await service().find(card, since)).toEqual({
      providerOrderId: String(taken?.id),
      costCents: 58,
    });
    fake.cutUnanswered();
  });

  it('finds no card with another message, another ZIP, or made before the order', async () => {
    const since = new Date();
    const card = { ...CARD, recipient: { ...CARD.recipient, street: '3 Other Way' } };
    await service().mail({ ...card, message: 'Another card to the same street' });
    expect(await service().find(card, since)).toBeNull();
    const moved = { ...card, recipient: { ...card.recipient, zip: '33199' } };
    await service().mail(moved);
    expect(await service().find(card, since)).toBeNull();
    expect(await service().find(moved, new Date(Date.now() + 3_600_000))).toBeNull();
    expect(await service().find(moved, since)).not.toBeNull();
  });

  it('reads line ends as thanks.io may store them', async () => {
    const since = new Date();
    const card = { ...CARD, recipient: { ...CARD.recipient, street: '7 Crlf Ct' } };
    await service().mail({ ...card, message: 'Hi Pat,\r\n\r\nSee you.' });
    expect(await service().find({ ...card, message: 'Hi Pat,\n\nSee you.' }, since)).not.toBeNull();
  });

  describe('the fake, as the API document says', () => {
    it('searches by street address only, with the bearer token', async () => {
      const search = (query: string, authorization = 'Bearer tio_secret_token') =>
        fetch(`${fake.url}/api/v2/orders/search?${query}`, { headers: { authorization } });
      expect((await search('street_address=1%20A%20St', '')).status).toBe(403);
      expect((await search('street_address=1%20A%20St&custom1=x')).status).toBe(400);
      expect((await search('')).status).toBe(400);
      const found = await search('street_address=100%20fixture%20st');
      expect(await found.json()).toMatchObject({
        matched_order_items: expect.arrayContaining([
          expect.objectContaining({
            address: '100 Fixture St',
            created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
          }),
        ]),
        orders: expect.any(Array),
      });
    });

    it('takes a documented body and answers the order, its cost in cents', async () => {
      const res = await post(GOOD_BODY);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: expect.any(Number),
        authorization_total: 58,
        type: 'postcard',
        status: 'reviewing',
        style: 1,
        return_province: 'FL',
      });
    });

    it.each([
      ['handwriting_style as a string', { handwriting_style: '1' }],
      [
        'a front that is not 1875×1275',
        { front_image_url: 'https://images.example.test/small.jpg' },
      ],
      ['a front it cannot fetch', { front_image_url: 'https://images.example.test/gone.png' }],
      [
        'a one-line return address',
        {
          return_address: '1 Main St, Miami, FL 33130',
          return_city: undefined,
          return_state: undefined,
          return_postal_code: undefined,
        },
      ],
      ['a field it does not have', { return_province: 'FL' }],
      ['no message', { message: undefined }],
      ['a recipient field that is not a string', { recipients: [{ address: '1 A St', zip: 1 }] }],
      ['a size it does not print', { size: '5x7' }],
    ])('refuses %s with a 400', async (_, change) => {
      const res = await post({ ...GOOD_BODY, ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: expect.any(String) });
    });

    it('refuses a call without a bearer token with a 403', async () => {
      const res = await post(GOOD_BODY, '');
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    });
  });
});
