import * as routes from '@porchlight/contracts/routes';
import { call } from '@/lib/api-client';

// Typed by its route, which holds no schema: the landing page has no room for zod.
export async function saveTrialEmail(email: string): Promise<void> {
  await call(routes.saveTrialEmail, { body: { email } });
}
