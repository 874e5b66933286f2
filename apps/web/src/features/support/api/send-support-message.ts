import type { SupportContactRequest } from '@porchlight/contracts';
import * as routes from '@porchlight/contracts/routes';
import { usePendingCall } from '@/hooks/use-pending-call';
import { call } from '@/lib/api-client';

/** POST /api/support/contact (docs/screens.md "Support page"): public; the answer is not read. */
function sendSupportMessage(request: SupportContactRequest) {
  return call(routes.contactSupport, { body: request });
}

/** The send and whether it is under way. */
export function useSendSupportMessage() {
  const { run, isPending } = usePendingCall(sendSupportMessage);
  return { sendMessage: run, isPending };
}
