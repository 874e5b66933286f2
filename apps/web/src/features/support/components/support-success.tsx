import { SUPPORT_RESPONSE_TIME } from '@porchlight/contracts';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';

/**
 * docs/screens.md "Support page": the screen after a message is sent; 'Send Another Message' goes
 * back.
 */
export function SupportSuccess({ onSendAnother }: { onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: a screen reader hears the outcome, a keyboard starts here.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold">
        Thank You for Contacting Us
      </h3>
      <p>
        Your message is with our support team. We will respond {SUPPORT_RESPONSE_TIME}, and a
        confirmation is on its way to your inbox.
      </p>
      <Button size="lg" className="w-full" onClick={onSendAnother}>
        Send Another Message
      </Button>
    </div>
  );
}
