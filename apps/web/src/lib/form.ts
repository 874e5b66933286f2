import { type ChangeEvent, type FormEvent, type RefCallback, useRef, useState } from 'react';
// Types only: the schema, and zod with it, arrive through `loadSchema` (a dynamic import).
import type { ZodType } from 'zod';

/**
 * A small form hook for the public pages, which must not load react-hook-form nor zod at page
 * load (each public page stays under 100 KB of gzipped JavaScript). The values live in a ref and
 * the inputs stay uncontrolled, so typing re-renders nothing but the fields someone `watch`es.
 *
 * It behaves as the react-hook-form setup it replaces (mode onSubmit, reValidateMode onChange):
 * nothing is checked before the first submit; from then on, and for any field showing a message
 * (a server's included), a change re-checks that field. The schema loads when the form first
 * takes focus (`formProps`) and is awaited by every check.
 */

type FieldValue = string | boolean;
type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type LightFormErrors<TValues> = Partial<Record<keyof TValues, string>>;

export interface LightFormOptions<TValues, TOutput> {
  defaultValues: TValues;
  /**
   * A dynamic import of a small module that re-exports the page's schemas from the contracts
   * (features/accounts/account-schemas.ts), then the schema it needs. Importing
   * the contracts index itself dynamically would make one chunk of it and of the contracts constants
   * the page imports statically, and that chunk imports zod: the page would load zod at once.
   */
  loadSchema: () => Promise<ZodType<TOutput>>;
}

/** What `register` spreads on a native input, textarea or select (or a component passing them on). */
export interface RegisteredField<TName extends string> {
  name: TName;
  ref: RefCallback<FieldElement>;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
  /** A text field's, textarea's or select's starting value. */
  defaultValue?: string;
  /** A checkbox's (boolean field's) starting state. */
  defaultChecked?: boolean;
}

/** What `register(name, { value })` spreads on one radio of a group. */
export type RegisteredRadio<TName extends string> = Omit<RegisteredField<TName>, 'defaultValue'> & {
  value: string;
  defaultChecked: boolean;
};

export interface LightFormHandlers<TValues extends Record<string, FieldValue>, TOutput> {
  /** A text field, select or textarea; a checkbox for a boolean field. */
  register<K extends keyof TValues & string>(name: K): RegisteredField<K>;
  /** One radio of a group: its own value, checked when the field holds it. */
  register<K extends keyof TValues & string>(
    name: K,
    options: { value: string },
  ): RegisteredRadio<K>;
  /** The form's onSubmit: prevents the default, checks every field, then calls `onValid`. */
  handleSubmit(
    onValid: (data: TOutput) => void | Promise<void>,
    onInvalid?: (errors: LightFormErrors<TValues>) => void | Promise<void>,
  ): (event?: FormEvent) => Promise<void>;
  /** Checks these fields (all when left out), shows or clears their messages; true when valid. */
  trigger(names?: (keyof TValues)[]): Promise<boolean>;
  setValue<K extends keyof TValues>(
    name: K,
    value: TValues[K],
    options?: { shouldValidate?: boolean },
  ): void;
  getValues(): TValues;
  getValues<K extends keyof TValues>(name: K): TValues[K];
  /** The field's current value; the form re-renders when it changes. */
  watch<K extends keyof TValues>(name: K): TValues[K];
  /** Back to the defaults (or to `values`, which become the defaults); messages cleared. */
  reset(values?: Partial<TValues>): void;
  /** A message of one's own (the server's): a string, or react-hook-form's `{ message }`. */
  setError(name: keyof TValues, error: string | { message?: string; type?: string }): void;
  clearErrors(name?: keyof TValues | (keyof TValues)[]): void;
  /** Starts loading the schema (already done on the form's first focus). */
  prefetch(): void;
  /** Spread on the <form>: no browser validation; the first focus starts loading the schema. */
  formProps: { noValidate: true; onFocusCapture: () => void };
}

export interface LightForm<TValues extends Record<string, FieldValue>, TOutput>
  extends LightFormHandlers<TValues, TOutput> {
  errors: LightFormErrors<TValues>;
}

function isCheckable(element: FieldElement): element is HTMLInputElement {
  return (
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
  );
}

function writeElement(element: FieldElement, value: FieldValue | undefined) {
  if (isCheckable(element)) {
    element.checked =
      element.type === 'radio' ? element.value === value : value === true || value === 'true';
  } else {
    element.value = value === undefined || typeof value === 'boolean' ? '' : value;
  }
}

/** The first message for each field (the issue's first path key), as react-hook-form showed it. */
function messagesOf<TValues>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): LightFormErrors<TValues> {
  const found: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in found)) found[key] = issue.message;
  }
  return found as LightFormErrors<TValues>;
}

export function useLightForm<TValues extends Record<string, FieldValue>, TOutput = TValues>({
  defaultValues,
  loadSchema,
}: LightFormOptions<TValues, TOutput>): LightForm<TValues, TOutput> {
  const [errors, setErrorsState] = useState<LightFormErrors<TValues>>({});
  const [, setRenders] = useState(0);
  const loadRef = useRef(loadSchema);
  loadRef.current = loadSchema;

  // Everything below is created once: the handlers keep their identity across renders.
  const [handlers] = useState(() => {
    let defaults: TValues = { ...defaultValues };
    let values: TValues = { ...defaultValues };
    let currentErrors: LightFormErrors<TValues> = {};
    let submitted = false;
    let schema: Promise<ZodType<TOutput>> | undefined;
    // In the order the fields were first registered (rendered): the first invalid one gets focus.
    const fields = new Map<keyof TValues, Set<FieldElement>>();
    // One set of handlers per field (and per radio value), so the refs keep their identity.
    const handlersOf = new Map<
      string,
      Pick<RegisteredField<string>, 'ref' | 'onChange' | 'onBlur'>
    >();
    const watched = new Set<keyof TValues>();

    const rerender = () => setRenders((count) => count + 1);
    const commitErrors = (next: LightFormErrors<TValues>) => {
      currentErrors = next;
      setErrorsState(next);
    };

    function loadedSchema() {
      schema ??= loadRef.current().catch((error: unknown) => {
        schema = undefined; // a failed download is tried again next time
        throw error;
      });
      return schema;
    }

    async function validate() {
      const result = (await loadedSchema()).safeParse({ ...values });
      return result.success
        ? { data: result.data, errors: {} as LightFormErrors<TValues>, valid: true as const }
        : { errors: messagesOf<TValues>(result.error.issues), valid: false as const };
    }

    function prefetch() {
      loadedSchema().catch(() => {});
    }

    function connected(name: keyof TValues) {
      return [...(fields.get(name) ?? [])].filter((element) => element.isConnected);
    }

    function writeField(name: keyof TValues) {
      for (const element of connected(name)) writeElement(element, values[name]);
    }

    function focusFirstInvalid(found: LightFormErrors<TValues>) {
      for (const name of fields.keys()) {
        if (found[name] === undefined) continue;
        const [element] = connected(name);
        if (element) {
          element.focus();
          return;
        }
      }
    }

    /** Shows or clears these fields' messages as `found` has them; the others stay. */
    function commitFieldErrors(names: (keyof TValues)[], found: LightFormErrors<TValues>) {
      const next = { ...currentErrors };
      for (const name of names) {
        if (found[name] === undefined) delete next[name];
        else next[name] = found[name];
      }
      commitErrors(next);
    }

    /** Checks one field against the whole schema (its refinements see every value). */
    async function revalidate(name: keyof TValues) {
      const { errors: found } = await validate();
      if (found[name] !== currentErrors[name]) commitFieldErrors([name], found);
    }

    function change(name: keyof TValues, value: FieldValue) {
      values = { ...values, [name]: value };
      if (watched.has(name)) rerender();
      if (submitted || currentErrors[name] !== undefined) void revalidate(name).catch(() => {});
    }

    function register<K extends keyof TValues & string>(
      name: K,
      options?: { value: string },
    ): RegisteredField<K> | RegisteredRadio<K> {
      let elements = fields.get(name);
      if (!elements) {
        elements = new Set();
        fields.set(name, elements);
      }
      const known = elements;
      const key = options?.value === undefined ? name : `${name}\u0000${options.value}`;
      let cache = handlersOf.get(key);
      if (!cache) {
        cache = {
          ref: (element) => {
            for (const each of known) if (!each.isConnected) known.delete(each);
            if (element) known.add(element);
          },
          onChange: (event) => {
            const target = event.target;
            if (!isCheckable(target)) change(name, target.value);
            else if (target.type === 'checkbox') change(name, target.checked);
            else if (target.checked) change(name, target.value);
          },
          onBlur: () => {},
        };
        handlersOf.set(key, cache);
      }
      const field = { name, ...cache };
      const current = values[name];
      if (options?.value !== undefined) {
        return { ...field, value: options.value, defaultChecked: current === options.value };
      }
      if (typeof current === 'boolean' || typeof defaults[name] === 'boolean') {
        return { ...field, defaultChecked: current === true };
      }
      return { ...field, defaultValue: current ?? '' };
    }

    const api: LightFormHandlers<TValues, TOutput> = {
      register: register as LightFormHandlers<TValues, TOutput>['register'],
      handleSubmit: (onValid, onInvalid) => async (event) => {
        event?.preventDefault();
        submitted = true;
        const result = await validate();
        if (!result.valid) {
          commitErrors(result.errors);
          focusFirstInvalid(result.errors);
          await onInvalid?.(result.errors);
          return;
        }
        commitErrors({});
        await onValid(result.data);
      },
      trigger: async (names) => {
        const { errors: found } = await validate();
        if (!names) {
          commitErrors(found);
          return Object.keys(found).length === 0;
        }
        commitFieldErrors(names, found);
        return names.every((name) => found[name] === undefined);
      },
      setValue: (name, value, options) => {
        values = { ...values, [name]: value };
        writeField(name);
        if (watched.has(name)) rerender();
        if (options?.shouldValidate) void revalidate(name).catch(() => {});
      },
      getValues: ((name?: keyof TValues) =>
        name === undefined ? { ...values } : values[name]) as LightFormHandlers<
        TValues,
        TOutput
      >['getValues'],
      watch: (name) => {
        watched.add(name);
        return values[name];
      },
      reset: (next) => {
        if (next) defaults = { ...defaults, ...next };
        values = { ...defaults };
        for (const name of fields.keys()) writeField(name);
        submitted = false;
        commitErrors({});
        rerender();
      },
      setError: (name, error) => {
        const message = typeof error === 'string' ? error : error.message;
        if (message === undefined) return;
        commitErrors({ ...currentErrors, [name]: message });
      },
      clearErrors: (name) => {
        if (name === undefined) return commitErrors({});
        const next = { ...currentErrors };
        for (const each of Array.isArray(name) ? name : [name]) delete next[each];
        commitErrors(next);
      },
      prefetch,
      formProps: { noValidate: true, onFocusCapture: prefetch },
    };
    return api;
  });

  return { ...handlers, errors };
}
