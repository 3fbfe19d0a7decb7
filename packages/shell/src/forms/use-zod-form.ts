import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError } from '@portal/shell/api/api-error';
import { handleError, reportRequestError } from '@portal/shell/api/error-reporting';
import { type BaseSyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** The error type of a message the server sent, already translated; any other type holds a contracts key. */
export const SERVER_ERROR = 'server';

/**
 * A form's schema fetched when the form first validates (or on {@link LazySchema.preload}, e.g. when the person
 * focuses a field), so a page whose first view is a form does not download zod before it is used (decision 0058).
 * Create one per dynamic import, at module level.
 */
export interface LazySchema<T extends FieldValues> {
  /** Fetches the schema (once; again after a failure). */
  load: () => Promise<z.ZodType<T, T>>;
  /** Starts fetching it on a sign of intent; a failure is left to the next `load`. */
  preload: () => void;
}

export function lazySchema<T extends FieldValues>(importer: () => Promise<z.ZodType<T, T>>): LazySchema<T> {
  let pending: Promise<z.ZodType<T, T>> | undefined;
  const load = () => {
    pending ??= importer().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  return { load, preload: () => void load().catch(() => undefined) };
}

/** The resolver of a lazy schema: fetches the schema at the first validation, then validates as zodResolver. */
function lazyResolver<T extends FieldValues>(schema: LazySchema<T>): Resolver<T> {
  return async (values, context, options) =>
    (zodResolver((await schema.load()) as never) as unknown as Resolver<T>)(values, context, options);
}

function isLazySchema<T extends FieldValues>(
  schema: z.ZodType<T, T> | LazySchema<T>,
): schema is LazySchema<T> {
  return typeof (schema as LazySchema<T>).load === 'function';
}

export interface ZodFormOptions<T extends FieldValues>
  extends Omit<UseFormProps<T>, 'resolver' | 'values' | 'defaultValues'> {
  /**
   * A schema of `packages/contracts` over the form's values; its issue messages are message keys. A
   * {@link lazySchema} is fetched at the first validation.
   */
  schema: z.ZodType<T, T> | LazySchema<T>;
  /** What the form starts with. */
  defaultValues: DefaultValues<T> | T;
  /**
   * Data that may arrive after the form was drawn (a fetch, the account's name). Each time it changes the form
   * takes it, except in the fields the person has already edited: late data never overwrites typing, and a field
   * that was empty when the data was still loading fills itself.
   */
  values?: T | undefined;
  /**
   * True while `values` are still being fetched. A submit in that time is held until they have arrived and then
   * validates what the fields show: a form never refuses a field for data it has not loaded yet.
   */
  loading?: boolean;
}

/**
 * The one way to bind a contracts zod schema to a form: react-hook-form with the schema as resolver, validating on
 * submit and then on every change of a field that was refused.
 */
export function useZodForm<T extends FieldValues>({
  schema,
  defaultValues,
  values,
  loading = false,
  ...options
}: ZodFormOptions<T>): UseFormReturn<T> {
  const form = useForm<T>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    defaultValues: defaultValues as DefaultValues<T>,
    ...(values ? { values, resetOptions: { keepDirtyValues: true, keepErrors: true } } : {}),
    resolver: isLazySchema(schema)
      ? lazyResolver(schema)
      : (zodResolver(schema as never) as unknown as Resolver<T>),
  });
  const handleSubmit = useSubmitAfterLoading(form.handleSubmit, loading);
  return handleSubmit === form.handleSubmit ? form : { ...form, handleSubmit };
}

/**
 * `handleSubmit` that holds a submit made while the form's data is loading until it has arrived (and the form has
 * taken it), then submits as usual. Unchanged while nothing is ever loading.
 */
function useSubmitAfterLoading<T extends FieldValues>(
  handleSubmit: UseFormReturn<T>['handleSubmit'],
  loading: boolean,
): UseFormReturn<T>['handleSubmit'] {
  const loadingRef = useRef(loading);
  const waiting = useRef<(() => void)[]>([]);
  const everLoading = useRef(loading);
  loadingRef.current = loading;
  if (loading) everLoading.current = true;
  useEffect(() => {
    if (loading) return;
    // After the render that gave the form its values: the held submits now validate what the fields show.
    const held = waiting.current.splice(0);
    for (const run of held) run();
  }, [loading]);
  // The submit handlers of the latest render, in the order the form asked for them: a held submit runs the newest
  // one, which sees the data that has arrived meanwhile.
  const latest = useRef<((event?: BaseSyntheticEvent) => Promise<void>)[]>([]);
  let order = 0;
  const held = ((onValid, onInvalid) => {
    const submit = handleSubmit(onValid, onInvalid) as (event?: BaseSyntheticEvent) => Promise<void>;
    const position = order++;
    latest.current[position] = submit;
    return async (event?: BaseSyntheticEvent) => {
      if (!loadingRef.current) return submit(event);
      event?.preventDefault?.();
      await new Promise<void>((resolve) => waiting.current.push(resolve));
      return (latest.current[position] ?? submit)();
    };
  }) as UseFormReturn<T>['handleSubmit'];
  return everLoading.current ? held : handleSubmit;
}

/**
 * Reads a form's errors as translated texts: a message key of the schema is translated from `common`; a message
 * the server sent (type {@link SERVER_ERROR}) is shown as it came. No guessing from the text itself.
 */
export function useFieldErrors<T extends FieldValues>(errors: FieldErrors<T>) {
  const { t } = useTranslation('common');
  return useCallback(
    (name: Path<T>): string | undefined => {
      let error: unknown = errors;
      for (const part of name.split('.')) error = (error as Record<string, unknown> | undefined)?.[part];
      const found = error as { type?: string; message?: unknown } | undefined;
      if (!found || typeof found.message !== 'string' || !found.message) return undefined;
      return found.type === SERVER_ERROR ? found.message : t(found.message);
    },
    [errors, t],
  );
}

/**
 * Puts a problem+json `errors[]` onto the form's fields (each as the server's translated message) and returns what
 * is left for the form's alert: a message the server gave for the body or for a field the form does not have, else
 * the problem's description. `fields` lists the form's field names; an error of another field goes to the alert.
 */
function applyProblem<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  let alert: string | null = null;
  let first = true;
  for (const fieldError of error.errors ?? []) {
    if (fields.includes(fieldError.field)) {
      setError(
        fieldError.field as Path<T>,
        { type: SERVER_ERROR, message: fieldError.message },
        { shouldFocus: first },
      );
      first = false;
    } else {
      alert ??= fieldError.message;
    }
  }
  if (alert) return alert;
  return error.errors?.length && !first ? null : error.description;
}

/**
 * A form's submit failure: field errors of a problem+json go onto the fields, the rest to the form's alert. An
 * expected answer (validation, conflict, refusal) is never reported as an error; a server failure (5xx) is, and
 * anything that is not an answer of the server (a bug) goes to the generic error handling.
 */
export function useFormFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const [message, setMessage] = useState<string | null>(null);
  const fail = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        handleError(error);
        return;
      }
      setMessage(applyProblem(error, setError, fields));
      if (error.status >= 500 && error.request) void reportRequestError(error, error.request, true);
    },
    [setError, fields],
  );
  const clear = useCallback(() => setMessage(null), []);
  return { message, fail, clear, set: setMessage };
}
