import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@duality/libs/zod';

/** What an action reports: `error` in the user's words (the stores' AuthResult fits), or nothing on success. */
export type ServerActionResult = { error: string | null } | void;

export interface ServerFormOptions<Input extends FieldValues, Output> {
  defaultValues?: DefaultValues<Input>;
  /** The message shown after the action succeeded, built from the values sent. */
  success?: (values: Output) => string;
  /** Runs after the action succeeded (navigate, reset, tell the parent). */
  onSuccess?: (values: Output, form: UseFormReturn<Input, unknown, Output>) => void | Promise<void>;
}

export interface ServerForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  /** The form's onSubmit: validates with the schema, then runs the action once. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The registration and error text of one field, to spread on a TextField. */
  field: (name: Path<Input>) => UseFormRegisterReturn<Path<Input>> & { error?: string };
  /** The action's error, or null. */
  error: string | null;
  /** The success message, or null. */
  success: string | null;
  busy: boolean;
}

/**
 * A form validated by a zod schema (on submit, then as the user types) whose valid values go to an async
 * action; the action's error (or a thrown error's message) is kept to show in a FormFooter, so a failed
 * send loses nothing the user typed.
 */
export function useServerForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  action: (values: Output) => Promise<ServerActionResult>,
  options: ServerFormOptions<Input, Output> = {},
): ServerForm<Input, Output> {
  const [outcome, setOutcome] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome({ error: null, success: null });
    let error: string | null;
    try {
      error = (await action(values))?.error ?? null;
    } catch (err) {
      error = err instanceof Error ? err.message : String(err);
    }
    if (error) {
      setOutcome({ error, success: null });
      return;
    }
    setOutcome({ error: null, success: options.success?.(values) ?? null });
    await options.onSuccess?.(values, form);
  });
  const field = (name: Path<Input>) => {
    const fieldError: FieldError | undefined = get(form.formState.errors, name);
    return { ...form.register(name), error: fieldError?.message };
  };
  return { form, onSubmit, field, ...outcome, busy: form.formState.isSubmitting };
}
