import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormFooter } from './form-footer';
import { TextField } from './text-field';
import { useServerForm, type ServerActionResult } from './use-server-form';

afterEach(cleanup);

const schema = z.object({
  name: z.string().trim().min(1, 'Enter a name.'),
  level: z.string().regex(/^\d+$/, 'Enter a number.').transform(Number),
});

function NameForm({
  action,
}: {
  action: (values: { name: string; level: number }) => Promise<ServerActionResult>;
}) {
  const { onSubmit, field, error, success, busy } = useServerForm(schema, action, {
    defaultValues: { name: '', level: '1' },
    success: ({ name }) => `Saved ${name}.`,
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Character">
      <TextField label="Name" {...field('name')} />
      <TextField label="Level" {...field('level')} />
      <FormFooter error={error} success={success} busy={busy} label="Save" busyLabel="Saving…" />
    </form>
  );
}

const submit = () => act(async () => void fireEvent.submit(screen.getByRole('form', { name: 'Character' })));

describe('useServerForm', () => {
  it('shows the schema errors beside their fields and does not call the action', async () => {
    const sent: unknown[] = [];
    render(<NameForm action={async (v) => void sent.push(v)} />);
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'ten' } });
    await submit();
    expect(sent).toEqual([]);
    expect(screen.getByText('Enter a name.').id).toBe(
      screen.getByLabelText('Name').getAttribute('aria-describedby'),
    );
    expect(screen.getByLabelText('Level').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a number.')).toBeTruthy();
  });

  it('sends the parsed values once and shows the success message', async () => {
    const sent: unknown[] = [];
    render(<NameForm action={async (v) => void sent.push(v)} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ada ' } });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: '3' } });
    await submit();
    expect(sent).toEqual([{ name: 'Ada', level: 3 }]);
    expect(screen.getByRole('status').textContent).toBe('Saved Ada.');
  });

  it('shows the action error, keeps what was typed, and clears the error on the next send', async () => {
    const results: ServerActionResult[] = [{ error: 'Invalid login credentials' }, { error: null }];
    render(<NameForm action={async () => results.shift()} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Invalid login credentials');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Saved Ada.');
  });

  it('shows the message of an error the action throws instead of crashing', async () => {
    render(<NameForm action={() => Promise.reject(new Error('Failed to fetch'))} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('Failed to fetch');
  });

  it('is busy while the action runs', async () => {
    let finish: (r: ServerActionResult) => void = () => {};
    render(<NameForm action={() => new Promise((ok) => (finish = ok))} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    await submit();
    expect(screen.getByRole('button').textContent).toBe('Saving…');
    await act(async () => finish({ error: null }));
    expect(screen.getByRole('button').textContent).toBe('Save');
  });
});
