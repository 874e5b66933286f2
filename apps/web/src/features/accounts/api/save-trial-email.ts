import { apiRequest } from '@/lib/api-client';

// Typed by hand, not with SaveTrialEmailRequest: the landing page has no room for zod.
export async function saveTrialEmail(email: string): Promise<void> {
  await apiRequest('POST', '/api/save-trial-email', { email });
}
