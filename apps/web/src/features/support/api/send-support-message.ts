import type { SupportContactRequest, SupportContactResponse } from '@porchlight/contracts';
import { usePendingCall } from '@/hooks/use-pending-call';
import { sendJson } from '@/lib/api-client';

/** POST /api/support/contact (docs/screens.md "Support page"): public; the answer is not read. */
export async function sendSupportMessage(
  request: SupportContactRequest,
): Promise<SupportContactResponse> {
  return sendJson<SupportContactResponse>('POST', '/api/support/contact', request);
}

/** The send and whether it is under way. */
export function useSendSupportMessage() {
  const { run, isPending } = usePendingCall(sendSupportMessage);
  return { sendMessage: run, isPending };
}
