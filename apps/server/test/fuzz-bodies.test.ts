import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RegisteredRoute } from '../src/app';
import { buildTestApp, type TestApp } from './build-app';
import { capturedLog } from './captured-log';
import { createAgent, sessionCookie, TEST_PASSWORD } from './factories';

/**
 * Every route with a body, signed in as an agent, with each string field of its body replaced by
 * NUL, by a lone surrogate, by a string past the 1 MB body limit, by one just under it and by
 * 10,000 nested arrays, a lone surrogate in a key of each of its objects, and each number field
 * replaced by a boolean, a string, an array or null: the answer is always 4xx, and nothing is
 * logged as a failed request.
 */
interface JsonSchema {
  type?: string;
  format?: string;
  const?: unknown;
  enum?: unknown[];
  minimum?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
}
type Path = (string | number)[];
/** A body's fields of one kind: their paths, and whether each may be null. */
interface Field {
  path: Path;
  nullable: boolean;
}
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const BODY_LIMIT = 1024 * 1024;
const DEEP = 10_000;

/** Believable values for fields a plain string would fail on, so only the fuzzed field is wrong. */
const SAMPLE_BY_FIELD: Record<string, string> = {
  name: 'Fuzz Agent',
  phone: '3055550123',
  password: 'Porchlight1!',
  currentPassword: TEST_PASSWORD,
  newPassword: 'Porchlight2!',
  targetArea: '33101',
  sellerType: 'high-equity',
  contactId: 'p1',
  subject: 'Hello',
};

function sampleString(schema: JsonSchema, key: string, agentId: string): string {
  // The fields that name the signed-in agent (the auth plugin's AGENT_FIELDS).
  if (key === 'agentId' || key === 'referrerId') return agentId;
  if (key === 'email' || schema.format === 'email') return `fuzz-${randomUUID()}@example.test`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  return SAMPLE_BY_FIELD[key] ?? 'fuzz text';
}

/** A body the schema would accept as far as its JSON Schema tells: null where null is allowed. */
function sample(schema: JsonSchema, key: string, agentId: string): unknown {
  if (schema.anyOf) {
    const choice = schema.anyOf.find((option) => option.type === 'null') ?? schema.anyOf[0];
    return choice ? sample(choice, key, agentId) : null;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.type === 'null') return null;
  if (schema.type === 'boolean') return true;
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'string') return sampleString(schema, key, agentId);
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    return Array.from({ length: schema.minItems ?? 1 }, () => sample(items, key, agentId));
  }
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [
      name,
      sample(field, name, agentId),
    ]),
  );
}

/** The paths of every string a body can hold (an array's first item stands for all). */
function stringPaths(schema: JsonSchema, path: Path = []): Path[] {
  const options = schema.anyOf ?? [schema];
  if (options.some((option) => option.type === 'string') && path.length > 0) return [path];
  return options.flatMap((option) => [
    ...Object.entries(option.properties ?? {}).flatMap(([name, field]) =>
      stringPaths(field, [...path, name]),
    ),
    ...(option.items ? stringPaths(option.items, [...path, 0]) : []),
  ]);
}

const isNumber = (option: JsonSchema) =>
  option.type === 'integer' ||
  option.type === 'number' ||
  typeof option.const === 'number' ||
  (option.enum?.some((value) => typeof value === 'number') ?? false);

/** The fields of a body whose options match `kind`, objects' and arrays' insides included. */
function fieldsOf(schema: JsonSchema, kind: (option: JsonSchema) => boolean, path: Path = []) {
  const options = schema.anyOf ?? [schema];
  const here: Field[] = options.some(kind)
    ? [{ path, nullable: options.some((option) => option.type === 'null') }]
    : [];
  return [
    ...here,
    ...options.flatMap((option): Field[] => [
      ...Object.entries(option.properties ?? {}).flatMap(([name, field]) =>
        fieldsOf(field, kind, [...path, name]),
      ),
      ...(option.items ? fieldsOf(option.items, kind, [...path, 0]) : []),
    ]),
  ];
}

/** The number fields of a body (a numeric const or enum counts). */
const numberFields = (schema: JsonSchema) => fieldsOf(schema, isNumber);

/** Where a body has objects (the body itself first), so a key can be added to each. */
const objectPaths = (schema: JsonSchema) =>
  fieldsOf(schema, (option) => option.type === 'object' || option.properties !== undefined).map(
    (field) => field.path,
  );

/** `body` with `value` at `path`; a field the sample left null becomes an object or array to hold it. */
function withValue(body: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const [n, step] of path.slice(0, -1).entries()) {
    at[step] ??= typeof path[n + 1] === 'number' ? [] : {};
    at = at[step] as Record<string | number, unknown>;
  }
  at[path[path.length - 1] as string | number] = value;
  return copy;
}

const stepInto = (at: unknown, step: string | number): unknown =>
  at && typeof at === 'object' ? (at as Record<string | number, unknown>)[step] : undefined;

function bodySchema(route: RegisteredRoute): JsonSchema {
  const schema = route.schema?.body;
  if (!(schema instanceof z.ZodType)) throw new Error(`${route.url}: body is not a zod schema`);
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

describe('fuzzed bodies', () => {
  const log = capturedLog();
  let t: TestApp;
  let me: { id: string; cookie: string };
  beforeAll(async () => {
    t = await buildTestApp({}, log.logger);
    await t.app.ready();
    const agent = await createAgent(t.database.db);
    me = { id: agent.id, cookie: await sessionCookie(t.database.db, agent.id) };
  });
  afterAll(() => t.close());

  const bodyRoutes = () => t.app.routeTable.filter((route) => route.hasBody);
  const url = (route: RegisteredRoute) =>
    route.url.replace(':agentId', me.id).replace(/:(\w+)/g, () => randomUUID());
  const send = (route: RegisteredRoute, payload: unknown) =>
    t.app.inject({
      method: route.method as Method,
      url: url(route),
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const fields = (route: RegisteredRoute) => {
    const schema = bodySchema(route);
    return { base: sample(schema, '', me.id), paths: stringPaths(schema) };
  };

  it('finds string fields on the body routes', () => {
    expect(bodyRoutes().length).toBeGreaterThan(15);
    const signup = bodyRoutes().find((route) => route.url === '/api/complete-signup');
    expect(signup && fields(signup).paths).toContainEqual(['name']);
  });

  /**
   * Puts `broken(n)` into each string field of every body route in turn (the n-th field of the
   * route): a 400 naming the field with `message(field)`, or a 403 where the field names an agent.
   */
  async function expectEveryStringFieldRefused(
    broken: (n: number) => string,
    message: (field: string) => string,
  ) {
    for (const route of bodyRoutes()) {
      const { base, paths } = fields(route);
      for (const [n, path] of paths.entries()) {
        const res = await send(route, withValue(base, path, broken(n)));
        const field = path.join('.');
        const label = `${route.method} ${route.url} ${field}: ${res.body}`;
        if (field === 'agentId' || field === 'referrerId') {
          expect(res.statusCode, label).toBe(403);
          continue;
        }
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toMatchObject({
          error: 'VALIDATION_ERROR',
          field,
          message: message(field),
        });
      }
    }
  }

  it('answers 400 naming the field for NUL in any string field (403 for a foreign agentId or referrerId)', async () => {
    await expectEveryStringFieldRefused(
      () => 'a\u0000b',
      (field) => `${field} must not contain control characters`,
    );
  });

  it('answers 400 naming the field for a lone surrogate in any string field (403 for agentId or referrerId)', async () => {
    // High and low halves in turn, alone or beside ordinary text.
    await expectEveryStringFieldRefused(
      (n) => (n % 2 === 0 ? 'Mia\ud800mi' : '\udfff'),
      (field) => `${field} must be valid Unicode text`,
    );
  });

  it('answers 400 naming the key for a lone surrogate in a key of any object of a body', async () => {
    for (const route of bodyRoutes()) {
      const schema = bodySchema(route);
      const base = sample(schema, '', me.id);
      for (const path of objectPaths(schema)) {
        const at = path.length === 0 ? base : path.reduce(stepInto, base);
        if (!at || typeof at !== 'object' || Array.isArray(at)) continue;
        const key = 'note\ud83d';
        const res = await send(route, withValue(base, [...path, key], 'x'));
        const field = [...path, key].join('.');
        const label = `${route.method} ${route.url} ${field}: ${res.body}`;
        expect(res.statusCode, label).toBe(400);
        expect(res.json(), label).toMatchObject({
          error: 'VALIDATION_ERROR',
          field,
          message: `${field} must be valid Unicode text`,
        });
      }
    }
  });

  it('answers 400 naming the field for a boolean, string, array or null in any number field', async () => {
    let tried = 0;
    for (const route of bodyRoutes()) {
      const schema = bodySchema(route);
      const base = sample(schema, '', me.id);
      for (const { path, nullable } of numberFields(schema)) {
        const wrongs: unknown[] = [true, '  7 ', [3], '1e3', '3', ...(nullable ? [] : [null])];
        for (const wrong of wrongs) {
          const res = await send(route, withValue(base, path, wrong));
          const label = `${route.method} ${route.url} ${path.join('.')} = ${JSON.stringify(wrong)}: ${res.body}`;
          expect(res.statusCode, label).toBe(400);
          expect(res.json(), label).toMatchObject({ error: 'VALIDATION_ERROR' });
          expect(Object.keys(res.json().fields ?? {}), label).toContain(path.join('.'));
          tried++;
        }
      }
    }
    // complete-signup's three bounds, at least, and the scripts' days, the bulk filters…
    expect(tried).toBeGreaterThan(30);
  });

  it("answers 413 past the route's body limit and 4xx for a string just under it", async () => {
    for (const route of bodyRoutes()) {
      const { base, paths } = fields(route);
      for (const path of paths) {
        const label = `${route.method} ${route.url} ${path.join('.')}`;
        const limit = route.bodyLimit ?? BODY_LIMIT;
        const over = await send(route, withValue(base, path, 'x'.repeat(limit)));
        expect(over.statusCode, label).toBe(413);
        const under = await send(route, withValue(base, path, 'x'.repeat(limit - 4096)));
        expect(under.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(under.statusCode, label).toBeLessThan(500);
      }
    }
  });

  it('answers 4xx for 10,000 nested arrays in a field and as the whole body', async () => {
    const deep = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
    for (const route of bodyRoutes()) {
      const { base, paths } = fields(route);
      for (const path of [...paths, []]) {
        const body =
          path.length === 0
            ? deep
            : JSON.stringify(withValue(base, path, '<deep>')).replace('"<deep>"', deep);
        const res = await send(route, body);
        const label = `${route.method} ${route.url} ${path.join('.')}: ${res.statusCode}`;
        expect(res.statusCode >= 400 && res.statusCode < 500, label).toBe(true);
      }
    }
  });

  it('refuses NUL in a path or a query the same way', async () => {
    const params = await t.app.inject({
      method: 'POST',
      url: '/api/leads/%00/enrich',
      headers: { cookie: me.cookie },
      payload: { agentId: me.id },
    });
    expect(params.statusCode).toBe(400);
    expect(params.json()).toMatchObject({ error: 'VALIDATION_ERROR', field: 'leadId' });
  });

  it('logged no failed request while fuzzing', () => {
    const failures = log.entries().filter((entry) => entry.level >= 50);
    // Each with its error's type and message, so a failure names its cause.
    expect(failures.map(({ msg, err }) => `${msg}: ${err?.type}: ${err?.message}`)).toEqual([]);
  });
});

describe('the error log of a failed query', () => {
  const log = capturedLog();
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, log.logger);
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('names the PostgreSQL error but never the parameters, hash, email, phone or password', async () => {
    // Validation passes, then PostgreSQL refuses the row (and its detail repeats all of it).
    await t.database.pool.query(
      'ALTER TABLE agents ADD CONSTRAINT fuzz_refuses_agents CHECK (false) NOT VALID',
    );
    const signup = {
      name: 'Secret Sam',
      email: 'secret.sam@example.test',
      phone: '3055559876',
      password: 'Hidden-Pass1!',
      targetArea: '33101',
      minValue: 'any',
      maxValue: 'any',
      minBedrooms: 'any',
      sellerType: 'high-equity',
      termsAccepted: true,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/complete-signup',
      headers: { cookie: 'porchlight_session=a-session-token', authorization: 'Bearer abc' },
      payload: signup,
    });
    expect(res.statusCode).toBe(500);

    const text = log.text();
    for (const secret of [
      signup.email,
      signup.phone,
      signup.password,
      'scrypt$',
      'a-session-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    const failure = log.entries().find((entry) => entry.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      err: { code: '23514', constraint: 'fuzz_refuses_agents' },
    });
  });

  it('redacts credentials, cookies and query parameters whoever logs them', () => {
    t.app.log.info(
      {
        req: { headers: { cookie: 'porchlight_session=cookie-secret', authorization: 'Basic x1' } },
        body: { password: 'pw-secret', currentPassword: 'old-secret', newPassword: 'new-secret' },
        agent: { passwordHash: 'hash-secret', token: 'token-secret' },
        err: { params: ['param-secret'], parameters: ['parameter-secret'] },
      },
      'a careless line',
    );
    const text = log.text();
    expect(text).toContain('a careless line');
    expect(text).not.toMatch(/cookie-secret|x1|-secret/);
  });
});
