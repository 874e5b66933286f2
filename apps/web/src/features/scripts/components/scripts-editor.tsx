import type { ScriptSender } from '@porchlight/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useScripts } from '@/api/get-scripts';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isUnauthorized } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { SCRIPT_KINDS, type ScriptKind } from '../script-kinds';
import { ScriptsForm } from './scripts-form';
import { ScriptsSkeleton } from './scripts-skeleton';

interface ScriptsEditorProps {
  agentId: string;
  /** Whose name and phone the preview signs with. */
  sender: ScriptSender;
  kind: ScriptKind;
}

/**
 * Outbound Scripts or Mailer Follow Up Scripts, collapsed until "Expand to Edit"
 * (docs/screens.md "Script editors"). The scripts load on the first expand; collapsing only hides
 * the form, so unsaved edits stay.
 */
export function ScriptsEditor({ agentId, sender, kind }: ScriptsEditorProps) {
  const { title, description } = SCRIPT_KINDS[kind];
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const contentId = useId();
  const titleId = useId();
  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          <p className="text-muted-foreground">{description}</p>
        </CardHeader>
        <CardContent>
          <Button variant="outline" aria-expanded={open} aria-controls={contentId} onClick={toggle}>
            <ChevronDown
              aria-hidden="true"
              className={cn(
                'transition-transform duration-150 motion-reduce:transition-none',
                open && 'rotate-180',
              )}
            />
            {open ? 'Collapse' : 'Expand to Edit'}
          </Button>
          <div id={contentId} hidden={!open}>
            {opened && <ScriptsEditorBody agentId={agentId} sender={sender} kind={kind} />}
          </div>
        </CardContent>
      </Card>
    </section>
  );
}

function ScriptsEditorBody({ agentId, sender, kind }: ScriptsEditorProps) {
  const scripts = useScripts(agentId, kind);
  if (scripts.data)
    return <ScriptsForm agentId={agentId} sender={sender} kind={kind} saved={scripts.data} />;
  // A 401 has already sent the browser to sign-in (the query client's handler): no error flash.
  if (scripts.isError && !isUnauthorized(scripts.error)) {
    return (
      <LoadError
        what="your scripts"
        error={scripts.error}
        retrying={scripts.isFetching}
        onRetry={() => void scripts.refetch()}
      />
    );
  }
  return <ScriptsSkeleton />;
}
