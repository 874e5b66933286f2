import { zodResolver } from '@hookform/resolvers/zod';
import {
  SaveScriptsRequest,
  SCRIPT_MESSAGES,
  type ScriptSender,
  type ScriptsResponse,
} from '@porchlight/contracts';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { apiErrorMessage } from '@/lib/api-error';
import { useSaveScripts } from '../api/save-scripts';
import { changedScripts, dayFieldErrors, dayList, scriptFormValues } from '../script-form';
import { SCRIPT_KINDS, type ScriptKind } from '../script-kinds';
import { ScriptDayFields } from './script-day-fields';

interface ScriptsFormProps {
  agentId: string;
  sender: ScriptSender;
  kind: ScriptKind;
  saved: ScriptsResponse;
}

function toastSaveFailed(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

/** The six days of one kind of script; Save sends only the days the agent changed. */
export function ScriptsForm({ agentId, sender, kind, saved }: ScriptsFormProps) {
  const form = useForm({
    resolver: zodResolver(SaveScriptsRequest),
    defaultValues: scriptFormValues(saved.scripts),
  });
  const save = useSaveScripts(agentId, kind);
  const { defaults } = SCRIPT_KINDS[kind];

  const submit = form.handleSubmit(({ scripts }) => {
    // The contract's own rule: at least one script ("No scripts to save").
    const request = SaveScriptsRequest.safeParse({
      scripts: changedScripts(saved.scripts, scripts),
    });
    if (!request.success) {
      toastSaveFailed(request.error.issues[0]?.message ?? SCRIPT_MESSAGES.noScripts);
      return;
    }
    const sent = request.data.scripts;
    save.mutate(request.data, {
      onSuccess: (response) => {
        form.reset(scriptFormValues(response.scripts));
        toast({ title: 'Scripts Saved', description: `${dayList(sent)} updated.` });
      },
      onError: (error) => {
        for (const { field, message } of dayFieldErrors(error, sent)) {
          form.setError(field, { type: 'server', message });
        }
        toastSaveFailed(apiErrorMessage(error, 'Failed to save scripts'));
      },
    });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {form.getValues('scripts').map(({ dayNumber }, index) => (
          <ScriptDayFields
            key={dayNumber}
            index={index}
            dayNumber={dayNumber}
            sender={sender}
            isDefault={saved.defaultDays.includes(dayNumber)}
            defaultScript={defaults.find((script) => script.dayNumber === dayNumber)}
          />
        ))}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Scripts'}
        </Button>
      </form>
    </FormProvider>
  );
}
