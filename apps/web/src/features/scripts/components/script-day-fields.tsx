import {
  activityTypeOfDay,
  type DefaultScript,
  SCRIPT_PLACEHOLDERS,
  type ScriptSender,
} from '@porchlight/contracts';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { ScriptsFormValues } from '../script-form';
import { ScriptPreview } from './script-preview';

const PLACEHOLDER_HINT = `Use ${new Intl.ListFormat('en-US').format(
  SCRIPT_PLACEHOLDERS.map(({ token, meaning }) => `${token} for ${meaning}`),
)}.`;

interface ScriptDayFieldsProps {
  /** The day's place in the form (day 1 is 0). */
  index: number;
  dayNumber: number;
  sender: ScriptSender;
  /** The agent never saved this day: it still says the default text. */
  isDefault: boolean;
  defaultScript: DefaultScript | undefined;
}

/** One day of the sequence: an email's subject and message, or a text's message. */
export function ScriptDayFields({
  index,
  dayNumber,
  sender,
  isDefault,
  defaultScript,
}: ScriptDayFieldsProps) {
  const { register, setValue, control, formState } = useFormContext<ScriptsFormValues>();
  const headingId = useId();
  const channel = activityTypeOfDay(dayNumber);
  const subjectField = `scripts.${index}.subject` as const;
  const bodyField = `scripts.${index}.body` as const;
  const [subject, body] = useWatch({ control, name: [subjectField, bodyField] });
  const errors = formState.errors.scripts?.[index];
  const day = <span className="sr-only">Day {dayNumber} </span>;

  const showsDefault =
    !defaultScript ||
    ((channel === 'text' || subject === defaultScript.subject) && body === defaultScript.body);
  const resetToDefault = () => {
    if (!defaultScript) return;
    const changed = { shouldDirty: true, shouldValidate: formState.isSubmitted };
    if (channel === 'email') setValue(subjectField, defaultScript.subject ?? '', changed);
    setValue(bodyField, defaultScript.body, changed);
  };

  return (
    <fieldset aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3 border-t pt-4">
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          Day {dayNumber} — {channel === 'email' ? 'Email' : 'Text'}
        </h3>
        {isDefault && <Badge variant="secondary">Default</Badge>}
      </div>
      {channel === 'email' && (
        <FormField label={<>{day}Subject</>} error={errors?.subject?.message}>
          <Input {...register(subjectField)} />
        </FormField>
      )}
      <FormField label={<>{day}Message</>} hint={PLACEHOLDER_HINT} error={errors?.body?.message}>
        <Textarea rows={channel === 'email' ? 7 : 3} {...register(bodyField)} />
      </FormField>
      <ScriptPreview channel={channel} subject={subject} body={body} sender={sender} />
      <Button
        type="button"
        variant="outline"
        className="self-start"
        disabled={showsDefault}
        onClick={resetToDefault}
      >
        <RotateCcw aria-hidden="true" />
        Reset to Default <span className="sr-only">(Day {dayNumber})</span>
      </Button>
    </fieldset>
  );
}
