import type { Lead } from '@porchlight/contracts';
import { BadgeCheck, LoaderCircle, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useEnhanceContacts } from '../hooks/use-enhance-contacts';

/**
 * Enhance Skip Trace: disabled and labelled Enhanced once the lead is enhanced
 * (docs/enrichment.md).
 */
export function EnhanceButton({ agentId, lead }: { agentId: string; lead: Lead }) {
  const { enhanced, enhancing, enhance } = useEnhanceContacts(agentId, lead);
  let content = (
    <>
      <Sparkles aria-hidden="true" />
      Enhance Skip Trace
    </>
  );
  if (enhanced) {
    content = (
      <>
        <BadgeCheck aria-hidden="true" />
        Enhanced
      </>
    );
  } else if (enhancing) {
    content = (
      <>
        <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        Enhancing…
      </>
    );
  }
  return (
    <Button className="w-full" disabled={enhanced || enhancing} onClick={enhance}>
      {content}
    </Button>
  );
}
