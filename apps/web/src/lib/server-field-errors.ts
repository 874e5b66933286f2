import { fieldMessages } from './api-error';

/**
 * A form's own setError, react-hook-form's (`UseFormSetError`) or the public pages' light form's
 * (`@/lib/form`): typed by shape, so the public pages need not import react-hook-form.
 */
type SetFieldError<Name extends string> = (
  name: Name,
  error: { type: 'server'; message: string },
) => void;

/**
 * Puts the server's per-field messages (`fields`, or `field` with the message) under the form's
 * own fields. They clear like any other error once the agent edits the field.
 */
export function setServerFieldErrors<Name extends string>(
  setError: SetFieldError<Name>,
  error: unknown,
  fieldNames: readonly Name[],
): Name[] {
  const messages = fieldMessages(error);
  return fieldNames.filter((name) => {
    const fieldMessage = messages[name];
    if (fieldMessage) setError(name, { type: 'server', message: fieldMessage });
    return Boolean(fieldMessage);
  });
}
