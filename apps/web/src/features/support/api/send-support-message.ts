import type { SupportContactRequest, SupportContactResponse } from '@porchlight/contracts';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';

/** POST /api/support/contact (account.md §7): public; the answer is not read. */
export async function sendSupportMessage(
  request: SupportContactRequest,
): Promise<SupportContactResponse> {
  return sendJson<SupportContactResponse>('POST', '/api/support/contact', request);
}

/**
 * The send and whether it is under way. Not TanStack's useMutation: its ~1 KB (gzipped) is not in
 * the base bundle, and the Support page must stay within 100 KB; nothing here is cached or shared.
 */
export function useSendSupportMessage() {
  const [isPending, setPending] = useState(false);
  const sendMessage = async (request: SupportContactRequest) => {
    setPending(true);
    try {
      return await sendSupportMessage(request);
    } finally {
      setPending(false);
    }
  };
  return { sendMessage, isPending };
}
