export interface SignedInAgent {
  id: string;
  cookie: string;
}

/** An agent registered through the API like a person would; its cookie signs the requests. */
export async function registerBenchAgent(
  url: string,
  n: number,
  criteria: Record<string, string> = {},
): Promise<SignedInAgent> {
  const res = await fetch(`${url}/api/complete-signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Bench Agent ${n}`,
      email: `bench-${n}-${Date.now()}@example.test`,
      phone: '3055550123',
      password: 'Porchlight1!',
      targetArea: 'Miami, FL',
      minValue: '100000',
      maxValue: '1000000',
      minBedrooms: '2',
      sellerType: 'high-equity',
      termsAccepted: true,
      subscriptionPlan: 'premium',
      ...criteria,
    }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const agent = (await res.json()) as { id: string };
  return { id: agent.id, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}
