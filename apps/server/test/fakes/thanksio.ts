import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local server answering as thanks.io's `POST /api/v2/send/postcard` is specified in the
 * thanks.io API 1.0.0 (its OpenAPI 3.1 document, github.com/thanks-io/thanks.io-api-docs
 * api-reference/openapi.json, revision of 25 August 2025) and on its "Submit Postcard Order" page
 * at docs.thanks.io, which adds the return_* request fields:
 * - a bearer token, else 403 `{message: "Unauthorized"}`;
 * - the body's documented fields only, each of its documented type: `handwriting_style` an
 *   integer, the recipients' fields strings, `size` 4x6, 6x9 or 6x11; else 400 `{message}`;
 * - a front (`front_image_url` or `image_template`), a message (`message` or `message_template`)
 *   and recipients (`recipients`, `mailing_lists` or `radius_search`);
 * - the front fetched from its URL: a PNG or JPEG of exactly 1875×1275 px for 4x6 and 6x9
 *   (3337×1777 for 6x11), as the field's description requires;
 * - a custom return address in its parts: return_address, return_city, return_state and
 *   return_postal_code together, or none (then the account's own return address is printed);
 *   one line in return_address alone is refused;
 * - the answer: the "Order Submitted Response", `authorization_total` in cents (58 a card, the
 *   document's example), the return state echoed as `return_province`.
 * And `GET /api/v2/orders/search?street_address=…` as its "Search by Street Address" page at
 * docs.thanks.io (api-reference/orders/search-by-street-address; listed in the same repository's
 * api-reference/endpoint/endpoints-to-add.txt, revision of 25 August 2025): the bearer token, the
 * one documented parameter, and `matched_order_items` (each recipient sent to that street, its
 * `created_at` as "2021-01-06 13:08:52 UTC", no custom fields) with their `orders`.
 */

/** What the fake received: each send's headers and JSON body. */
export interface ThanksIoSend {
  authorization: string | undefined;
  body: Record<string, unknown>;
}

type Body = Record<string, unknown>;
type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isInteger: Check = (value) => Number.isInteger(value);
const isBoolean: Check = (value) => typeof value === 'boolean';
const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const arrayOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

const RECIPIENT_FIELDS = [
  'name',
  'company',
  'address',
  'address2',
  'city',
  'province',
  'postal_code',
  'country',
  'dob',
  'email',
  'phone',
  'custom1',
  'custom2',
  'custom3',
  'custom4',
];

/** One recipient "by address" or "by email": only its documented fields, each a string. */
const isRecipient: Check = (value) =>
  isObject(value) &&
  Object.entries(value).every(
    ([key, field]) => RECIPIENT_FIELDS.includes(key) && isString(field),
  ) &&
  (isString(value.address) || isString(value.email));

const RETURN_PARTS = ['return_address', 'return_city', 'return_state', 'return_postal_code'];

/** The send-mailer-base fields and the postcard's own, each with its documented type. */
const FIELDS: Record<string, Check> = {
  preview: isBoolean,
  mailing_lists: arrayOf(isInteger),
  recipients: arrayOf(isRecipient),
  radius_search: isObject,
  handwriting_style: isInteger,
  handwriting_color: isString,
  handwriting_realism: isBoolean,
  sub_account: isInteger,
  email_additional: isString,
  send_standard_mail: isBoolean,
  return_name: isString,
  return_address2: isString,
  ...Object.fromEntries(RETURN_PARTS.map((name) => [name, isString])),
  image_template: isInteger,
  front_image_url: isString,
  message: isString,
  message_template: isInteger,
  use_custom_background: isBoolean,
  custom_background_image: isString,
  qrcode_url: isString,
  size: (value) => value === '4x6' || value === '6x9' || value === '6x11',
};

/** The front's required pixel size for each postcard size. */
const FRONT_SIZES: Record<string, { width: number; height: number }> = {
  '4x6': { width: 1875, height: 1275 },
  '6x9': { width: 1875, height: 1275 },
  '6x11': { width: 3337, height: 1777 },
};

class Refusal extends Error {}

function checkFields(body: Body) {
  for (const [name, value] of Object.entries(body)) {
    const check = FIELDS[name];
    if (!check) throw new Refusal(`The ${name} field is not a field of this endpoint.`);
    if (!check(value)) throw new Refusal(`The ${name} field is not valid.`);
  }
  if (body.front_image_url === undefined && body.image_template === undefined) {
    throw new Refusal('The front_image_url field is required when image_template is not present.');
  }
  if (body.message === undefined && body.message_template === undefined) {
    throw new Refusal('The message field is required when message_template is not present.');
  }
  if (!body.recipients && !body.mailing_lists && !body.radius_search) {
    throw new Refusal('The recipients field is required when mailing_lists is not present.');
  }
  const given = RETURN_PARTS.filter((name) => body[name] !== undefined);
  if (given.length > 0 && given.length < RETURN_PARTS.length) {
    const missing = RETURN_PARTS.filter((name) => body[name] === undefined);
    throw new Refusal(`A custom return address needs ${missing.join(', ')} too.`);
  }
}

async function checkFront(url: string, size: string, fetchImage: (url: string) => Promise<Buffer>) {
  const required = FRONT_SIZES[size];
  const image = await fetchImage(url).catch(() => null);
  const meta = image
    ? await sharp(image)
        .metadata()
        .catch(() => null)
    : null;
  if (!meta || (meta.format !== 'png' && meta.format !== 'jpeg')) {
    throw new Refusal('The front_image_url must be a png or jpeg image.');
  }
  if (meta.width !== required?.width || meta.height !== required?.height) {
    throw new Refusal(
      `The front image must be ${required?.width}px by ${required?.height}px for ${size} postcards.`,
    );
  }
}

/** thanks.io's timestamps: "2025-08-14 16:48:13". */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

function orderAnswer(body: Body, id: number) {
  const recipients = Array.isArray(body.recipients) ? body.recipients : [];
  const size = typeof body.size === 'string' ? body.size : '4x6';
  const now = stamp(new Date());
  return {
    total_estimated_recipients: recipients.length,
    authorization_total: 58 * recipients.length,
    leads_fee: 0,
    mailing_list_ids_used: '',
    handwriting_color: 'rgba(31,0,113,0.80)',
    front_image: body.front_image_url ?? null,
    message: body.message ?? null,
    append_or_current_resident: false,
    type: 'postcard',
    return_name: body.return_name ?? null,
    return_address: body.return_address ?? null,
    return_address2: body.return_address2 ?? null,
    return_city: body.return_city ?? null,
    return_province: body.return_state ?? null,
    return_postal_code: body.return_postal_code ?? null,
    message_template_id: body.message_template ?? null,
    image_template_id: body.image_template ?? null,
    method: 'api',
    sub_account_id: null,
    font_size: 'auto',
    qrcode_url: body.qrcode_url ?? null,
    size,
    custom_background_url: null,
    giftcard_brand: null,
    giftcard_image: null,
    giftcard_amount: null,
    status: 'reviewing',
    addons: body.send_standard_mail ? { standardmail: 'on' } : null,
    style: body.handwriting_style ?? null,
    user_id: 2,
    updated_at: now,
    created_at: now,
    id,
    display_status: 'Reviewing',
    display_trigger: 'API',
    display_type: `Postcard-${size}`,
    handwriting_image: null,
    giftcard_brand_longname: '',
    sub_account: null,
    recipients,
  };
}

/** An order the fake took: a card thanks.io would print and charge for. */
interface TakenOrder {
  id: number;
  body: Body;
  at: Date;
}

/** The search's answer for one street: every recipient sent to it, and their orders. */
function searchAnswer(taken: TakenOrder[], street: string) {
  const same = (address: unknown) =>
    typeof address === 'string' && address.trim().toLowerCase() === street.trim().toLowerCase();
  const items = taken.flatMap(({ id, body, at }) =>
    (body.recipients as Body[]).filter((r) => same(r.address)).map((r) => ({ id, r, at })),
  );
  const orders = taken.filter(({ id }) => items.some((item) => item.id === id));
  return {
    matched_order_items: items.map(({ id, r, at }) => ({
      order_id: id,
      name: r.name ?? null,
      address: r.address,
      address2: r.address2 ?? null,
      city: r.city ?? null,
      province: r.province ?? null,
      postal_code: r.postal_code ?? null,
      country: r.country ?? 'US',
      created_at: `${stamp(at)} UTC`,
      failure: null,
      individual_price: 58,
      status: 'Processing',
    })),
    orders: orders.map(({ id, body, at }) => ({
      id,
      order: {
        sub_account_id: null,
        type: 'postcard',
        message: body.message ?? null,
        style: body.handwriting_style ?? null,
        size: body.size ?? '4x6',
        front_image: body.front_image_url ?? null,
        high_quality_preview: null,
        total_estimated_recipients: (body.recipients as Body[]).length,
        authorization_total: 58 * (body.recipients as Body[]).length,
        total_recipients: (body.recipients as Body[]).length,
        grand_total: 58 * (body.recipients as Body[]).length,
        status: 'Fulfilled',
        method: 'API',
        created_at: stamp(at),
        updated_at: stamp(at),
      },
      stats: { delivered: 0, processing: 1, printed: 0, in_transit: 0, failed: 0 },
      errors: [],
      returned: [],
    })),
  };
}

/**
 * Starts the fake. It fetches each front as thanks.io would; `fetchImage` stands in for that
 * fetch when the front's URL is not a real server (a test app answering through inject()).
 */
export async function startFakeThanksIo(
  options: { fetchImage?: (url: string) => Promise<Buffer> } = {},
) {
  const fetchImage =
    options.fetchImage ??
    (async (url: string) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    });
  const sends: ThanksIoSend[] = [];
  const refusals: string[] = [];
  const taken: TakenOrder[] = [];
  const held = new Set<http.ServerResponse>();
  let next: { status: number; body: unknown } | null = null;
  let noAnswer = false;
  /** While set, every request is answered this 5xx: thanks.io down for a while. */
  let outage: number | null = null;

  async function answer(authorization: string | undefined, raw: string) {
    if (!/^Bearer \S+$/.test(authorization ?? '')) {
      return { status: 403, body: { message: 'Unauthorized' } };
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return { status: 400, body: { message: 'The body must be JSON.' } };
    }
    if (!isObject(body)) return { status: 400, body: { message: 'The body must be an object.' } };
    sends.push({ authorization, body });
    try {
      checkFields(body);
      if (typeof body.front_image_url === 'string') {
        await checkFront(body.front_image_url, String(body.size ?? '4x6'), fetchImage);
      }
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      refusals.push(error.message);
      return { status: 400, body: { message: error.message } };
    }
    const chosen = next;
    next = null;
    if (chosen) return chosen;
    const order = { id: 7001 + taken.length, body, at: new Date() };
    taken.push(order);
    return { status: 200, body: orderAnswer(body, order.id) };
  }

  function search(authorization: string | undefined, query: URLSearchParams) {
    if (!/^Bearer \S+$/.test(authorization ?? '')) {
      return { status: 403, body: { message: 'Unauthorized' } };
    }
    const unknown = [...query.keys()].find((key) => key !== 'street_address');
    if (unknown) return { status: 400, body: { message: `The ${unknown} field is not a field.` } };
    const street = query.get('street_address');
    if (!street) return { status: 400, body: { message: 'The street address field is required.' } };
    return { status: 200, body: searchAnswer(taken, street) };
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', async () => {
      const url = new URL(request.url ?? '/', 'http://thanks.io.test');
      const route = `${request.method} ${url.pathname}`;
      let reply: { status: number; body: unknown };
      if (outage !== null) {
        reply = { status: outage, body: { message: 'Service Unavailable' } };
      } else if (route === 'POST /api/v2/send/postcard') {
        const before = taken.length;
        reply = await answer(request.headers.authorization, raw);
        if (noAnswer && taken.length > before) {
          // Taken, and the answer never leaves: the caller waits until its own timeout.
          noAnswer = false;
          held.add(response);
          return;
        }
      } else if (route === 'GET /api/v2/orders/search') {
        reply = search(request.headers.authorization, url.searchParams);
      } else {
        reply = { status: 404, body: { message: 'Not Found' } };
      }
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every send that reached the body checks, refused or not. */
    sends,
    /** Why each refused send was refused, in order. */
    refusals,
    /** The cards it took (printed and charged, as thanks.io would), in order. */
    taken,
    /** The next accepted send's answer, once, instead of taking the card. */
    answerNext(status: number, body: unknown) {
      next = { status, body };
    },
    /** The next accepted send is taken, and not answered: the caller times out, or is cut off. */
    takeNextWithoutAnswer() {
      noAnswer = true;
    },
    /** Answers every request with this 5xx (503 by default) until `recover()`: an outage. */
    goDown(status = 503) {
      outage = status;
    },
    recover() {
      outage = null;
    },
    /** Cuts the connections of the sends left unanswered: their answer is lost. */
    cutUnanswered() {
      for (const response of held) response.destroy();
      held.clear();
    },
    close: () => {
      for (const response of held) response.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
