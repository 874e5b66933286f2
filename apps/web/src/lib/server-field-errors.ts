import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldMessages } from './api-error';

/**
 * Puts the server's per-field messages (`fields`, or `field` with the message) under the form's
 * own fields. They clear like any other error once the agent edits the field.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fieldNames: readonly Path<T>[],
): Path<T>[] {
  const messages = fieldMessages(error);
  return fieldNames.filter((name) => {
    const fieldMessage = messages[name];
    if (fieldMessage) setError(name, { type: 'server', message: fieldMessage });
    return Boolean(fieldMessage);
  });
}
