import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type LightForm, useLightForm } from './form';

const Signup = z
  .object({
    name: z.string().trim().min(2, 'Name must be at least 2 characters'),
    email: z.email('Please enter a valid email address'),
    password: z
      .string()
      .min(1, 'Password is required')
      .min(8, 'Password must be at least 8 characters'),
    confirm: z.string(),
    plan: z.enum(['pro', 'premium'], { message: 'Please choose a plan' }),
    terms: z.literal(true, { message: 'You must accept the terms and conditions' }),
  })
  .refine((form) => form.password === form.confirm, {
    message: 'Passwords do not match',
    path: ['confirm'],
  });

const DEFAULTS = { name: '', email: '', password: '', confirm: '', plan: 'pro', terms: false };
type Values = typeof DEFAULTS;
type Output = z.infer<typeof Signup>;

interface HarnessProps {
  loadSchema?: () => Promise<typeof Signup>;
  onValid?: (data: Output) => void;
  onInvalid?: (errors: LightForm<Values, Output>['errors']) => void;
  expose?: (form: LightForm<Values, Output>) => void;
  onRender?: () => void;
}

function Harness({
  loadSchema = () => Promise.resolve(Signup),
  onValid = () => {},
  onInvalid,
  expose,
  onRender,
}: HarnessProps) {
  const form = useLightForm<Values, Output>({ defaultValues: DEFAULTS, loadSchema });
  expose?.(form);
  onRender?.();
  const { errors } = form;
  return (
    <form {...form.formProps} onSubmit={form.handleSubmit(onValid, onInvalid)}>
      <label>
        Name
        <input aria-describedby="name-error" {...form.register('name')} />
      </label>
      <p id="name-error">{errors.name}</p>
      <label>
        Email
        <input type="email" aria-describedby="email-error" {...form.register('email')} />
      </label>
      <p id="email-error">{errors.email}</p>
      <label>
        Password
        <input type="password" aria-describedby="password-error" {...form.register('password')} />
      </label>
      <p id="password-error">{errors.password}</p>
      <label>
        Confirm
        <input type="password" aria-describedby="confirm-error" {...form.register('confirm')} />
      </label>
      <p id="confirm-error">{errors.confirm}</p>
      <label>
        Plan
        <select {...form.register('plan')}>
          <option value="pro">Pro</option>
          <option value="premium">Premium</option>
        </select>
      </label>
      <label>
        Terms
        <input type="checkbox" aria-describedby="terms-error" {...form.register('terms')} />
      </label>
      <p id="terms-error">{errors.terms}</p>
      <output aria-label="Chosen plan">{form.watch('plan')}</output>
      <button type="submit">Send</button>
    </form>
  );
}

/** A wizard in small: a field that unmounts and comes back. */
function Steps() {
  const form = useLightForm<{ name: string }>({
    defaultValues: { name: '' },
    loadSchema: () => Promise.resolve(z.object({ name: z.string() })),
  });
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown && (
        <label>
          Name
          <input {...form.register('name')} />
        </label>
      )}
      <button type="button" onClick={() => setShown((s) => !s)}>
        Toggle
      </button>
    </>
  );
}

const Priority = z.object({
  priority: z.enum(['low', 'high'], { message: 'Please select a priority level' }),
});

/** A radio group: one registration per option. */
function RadioHarness({ onValid }: { onValid: (data: { priority: string }) => void }) {
  const form = useLightForm({
    defaultValues: { priority: '' },
    loadSchema: () => Promise.resolve(Priority),
  });
  return (
    <form {...form.formProps} onSubmit={form.handleSubmit(onValid)}>
      <fieldset aria-describedby="priority-error">
        <legend>Priority</legend>
        <label>
          <input type="radio" {...form.register('priority', { value: 'low' })} />
          Low
        </label>
        <label>
          <input type="radio" {...form.register('priority', { value: 'high' })} />
          High
        </label>
      </fieldset>
      <p id="priority-error">{form.errors.priority}</p>
      <button type="submit">Send</button>
    </form>
  );
}

async function fill(label: string, text: string) {
  await userEvent.type(screen.getByLabelText(label), text);
}

async function fillValid() {
  await fill('Name', '  Maria ');
  await fill('Email', 'maria@example.com');
  await fill('Password', 'Secret1!');
  await fill('Confirm', 'Secret1!');
  await userEvent.click(screen.getByLabelText('Terms'));
}

describe('useLightForm', () => {
  it('loads the schema on the first focus, not at mount, and only once', async () => {
    const loadSchema = vi.fn(() => Promise.resolve(Signup));
    render(<Harness loadSchema={loadSchema} />);
    expect(loadSchema).not.toHaveBeenCalled();

    await userEvent.click(screen.getByLabelText('Name'));
    expect(loadSchema).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByLabelText('Email'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('awaits a schema still loading when the form is sent', async () => {
    let deliver: (schema: typeof Signup) => void = () => {};
    const loadSchema = vi.fn(() => new Promise<typeof Signup>((resolve) => (deliver = resolve)));
    render(<Harness loadSchema={loadSchema} />);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByText('Name must be at least 2 characters')).not.toBeInTheDocument();

    await act(async () => deliver(Signup));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
  });

  it("tries again after the schema's download failed", async () => {
    const loadSchema = vi
      .fn<() => Promise<typeof Signup>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Signup);
    render(<Harness loadSchema={loadSchema} />);

    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(loadSchema).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
  });

  it("shows each field's first message and focuses the first invalid field", async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<Harness onValid={onValid} onInvalid={onInvalid} />);
    await fill('Name', 'Maria');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    // Two issues on the empty password: the first one is shown.
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(screen.getByLabelText('Terms')).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledWith({
      email: 'Please enter a valid email address',
      password: 'Password is required',
      terms: 'You must accept the terms and conditions',
    });
  });

  it("passes the schema's output to onValid and prevents the page's own submit", async () => {
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    await fillValid();
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'premium');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({
      name: 'Maria',
      email: 'maria@example.com',
      password: 'Secret1!',
      confirm: 'Secret1!',
      plan: 'premium',
      terms: true,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('  Maria ');
  });

  it('checks nothing before the first submit, then re-checks a field as it changes', async () => {
    render(<Harness />);
    await fill('Email', 'maria');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );

    await fill('Email', '@example.com');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('');
    await userEvent.clear(screen.getByLabelText('Email'));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    // Another field's message stays until that field changes.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'Name must be at least 2 characters',
    );
  });

  it('checks only the fields asked for with trigger', async () => {
    let form: LightForm<Values, Output> | undefined;
    render(<Harness expose={(f) => (form = f)} />);
    await fill('Name', 'Maria');

    let valid: boolean | undefined;
    await act(async () => {
      valid = await form?.trigger(['name', 'email']);
    });
    expect(valid).toBe(false);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('');
    expect(screen.getByLabelText('Terms')).toHaveAccessibleDescription('');

    await fill('Email', 'maria@example.com');
    await act(async () => {
      valid = await form?.trigger(['name', 'email']);
    });
    expect(valid).toBe(true);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('');
  });

  it('resets the fields and the messages, to the defaults or to new values', async () => {
    let form: LightForm<Values, Output> | undefined;
    render(<Harness expose={(f) => (form = f)} />);
    await fill('Name', 'Maria');
    await userEvent.click(screen.getByLabelText('Terms'));
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'premium');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );

    act(() => form?.reset());
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Terms')).not.toBeChecked();
    expect(screen.getByLabelText('Plan')).toHaveValue('pro');
    expect(screen.getByLabelText('Chosen plan')).toHaveTextContent('pro');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('');
    expect(form?.getValues()).toEqual(DEFAULTS);
    // Not sent since: typing checks nothing again.
    await fill('Email', 'x');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('');

    act(() => form?.reset({ name: 'Ana', terms: true }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
    expect(screen.getByLabelText('Terms')).toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('re-renders on a watched field only, and writes setValue to the field', async () => {
    let form: LightForm<Values, Output> | undefined;
    const onRender = vi.fn();
    render(<Harness expose={(f) => (form = f)} onRender={onRender} />);
    const renders = onRender.mock.calls.length;

    await fill('Name', 'Maria');
    expect(onRender).toHaveBeenCalledTimes(renders);

    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'premium');
    expect(screen.getByLabelText('Chosen plan')).toHaveTextContent('premium');

    act(() => form?.setValue('plan', 'pro'));
    expect(screen.getByLabelText('Plan')).toHaveValue('pro');
    expect(screen.getByLabelText('Chosen plan')).toHaveTextContent('pro');
    act(() => form?.setValue('terms', true));
    expect(screen.getByLabelText('Terms')).toBeChecked();
    expect(form?.getValues('terms')).toBe(true);
  });

  it("shows a server's message until the field changes; clearErrors removes it", async () => {
    let form: LightForm<Values, Output> | undefined;
    render(<Harness expose={(f) => (form = f)} />);
    act(() => {
      form?.setError('email', 'Email already registered');
      form?.setError('name', { type: 'server', message: 'Name taken' });
    });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email already registered');

    await fill('Email', 'maria@example.com');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('');

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken');
    act(() => form?.clearErrors('name'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('');
  });

  it('keeps the values of fields that unmount and come back (a wizard step)', async () => {
    render(<Steps />);
    await fill('Name', 'Maria');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Maria'));
  });
  it('holds the checked radio of a group, and focuses the first radio when none is', async () => {
    const onValid = vi.fn();
    render(<RadioHarness onValid={onValid} />);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('group', { name: 'Priority' })).toHaveAccessibleDescription(
      'Please select a priority level',
    );
    expect(screen.getByLabelText('Low')).toHaveFocus();

    await userEvent.click(screen.getByLabelText('High'));
    expect(screen.getByRole('group', { name: 'Priority' })).toHaveAccessibleDescription('');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ priority: 'high' });
  });
});
