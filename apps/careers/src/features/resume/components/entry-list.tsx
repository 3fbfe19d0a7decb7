import { MESSAGES } from '@portal/contracts/messages';
import type { ErrorCode } from '@portal/contracts/problem-codes';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { Modal } from '@portal/shell/components/modal';
import { FormActions } from '@portal/shell/forms/bound-fields';
import { FormAlert } from '@portal/shell/forms/field';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { showToast } from '@portal/shell/toast/toast-store';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { removeEntry } from '../api/remove-resume-entry';
import type { SectionProps } from './basic-information-section';
import { useReportDirty } from './use-report-dirty';

/** How a saved entry reads in its list. */
export interface EntryDescription {
  title: string;
  details: ReactNode;
  /** A short tag after the details, e.g. 'Current job'. */
  tag?: string;
}

/** A list of spec §7 "Resume" as the section reads it (an SWR answer). */
export interface EntrySource<E> {
  data: readonly E[] | undefined;
  error?: unknown;
  mutate: () => Promise<unknown>;
}

/** Domain refusals of the list sections and the message each shows (never a toast, never an error report). */
const DOMAIN_MESSAGES: Partial<Record<ErrorCode, string>> = {
  duplicate_degree: MESSAGES.duplicateDegree,
  last_degree: MESSAGES.lastDegreeDelete,
};

const noFieldErrors = () => undefined;
const NO_FIELDS: readonly string[] = [];

/**
 * The saved entries of a list section, each with a delete button that asks first. `refusal` explains why nothing
 * may be deleted now (the last degree) instead of asking. After a deletion the focus goes to the list (or to the
 * 'no items' line), never to the page's body.
 */
function EntryList<E extends { id: number }>({
  path,
  source,
  describe,
  label,
  refusal,
  focusRef,
}: {
  path: string;
  source: EntrySource<E>;
  describe: (entry: E) => EntryDescription;
  label: string;
  refusal?: string | null;
  focusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('careers');
  const [pending, setPending] = useState<E | null>(null);
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const failure = useFormFailure(noFieldErrors, NO_FIELDS);
  const focusAfterRemoval = useRef(false);
  const entries = source.data;

  // The list arrives without the deleted entry (with its usual delay): the focus goes to it or to 'no items'.
  useEffect(() => {
    if (!focusAfterRemoval.current || !entries) return;
    focusAfterRemoval.current = false;
    focusRef.current?.focus();
  }, [entries, focusRef]);

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    failure.clear();
    try {
      await removeEntry(path, pending.id);
      focusAfterRemoval.current = true;
      await source.mutate();
      showToast({ type: 'success', title: t('resume.removed') });
    } catch (error) {
      focusAfterRemoval.current = false;
      const message = domainMessage(error, t);
      if (message) failure.set(message);
      else failure.fail(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <FormAlert message={failure.message} />
      {entries?.length ? (
        <ul
          className="resume__entries"
          aria-label={label}
          tabIndex={-1}
          ref={focusRef as RefObject<HTMLUListElement>}
        >
          {entries.map((entry) => {
            const { title, details, tag } = describe(entry);
            return (
              <li key={entry.id} className="resume__entry">
                <div className="resume__entry-text">
                  <p className="resume__entry-title">{title}</p>
                  <p className="resume__entry-details">
                    {details}
                    {tag ? <span className="resume__entry-tag">{tag}</span> : null}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  className="resume__entry-delete"
                  onClick={() => (refusal ? setRefused(true) : setPending(entry))}
                  aria-label={`${t('resume.delete')}: ${title}`}
                >
                  {t('resume.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : entries ? (
        <p className="resume__empty" tabIndex={-1} ref={focusRef as RefObject<HTMLParagraphElement>}>
          {t('resume.noEntries')}
        </p>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('resume.deleteTitle')}
        description={pending ? describe(pending).title : undefined}
        confirmLabel={t('resume.delete')}
        cancelLabel={t('resume.cancel')}
        onConfirm={confirm}
        busy={busy}
        danger
      />
      {/* Only says why nothing can be deleted: one button, as there is nothing to choose. */}
      <Modal
        open={refused}
        onOpenChange={setRefused}
        size="small"
        title={t('resume.deleteRefusedTitle')}
        description={refusal ?? undefined}
        footer={<Button onClick={() => setRefused(false)}>{t('resume.ok')}</Button>}
      />
    </>
  );
}

/** The translated message of an expected domain refusal, or null for anything else. */
function domainMessage(error: unknown, t: (key: string) => string): string | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  const key = DOMAIN_MESSAGES[error.code as ErrorCode];
  return key ? t(`common:${key}`) : null;
}

export interface EntrySectionProps<V extends FieldValues, E extends { id: number }> extends SectionProps {
  /** The section's heading (h2, unless the section draws it itself: `headed={false}`) and the form's (h3). */
  title: string;
  headed?: boolean;
  addTitle: string;
  /** The API path of the list (DELETE `${path}/{id}`). */
  path: string;
  source: EntrySource<E>;
  describe: (entry: E) => EntryDescription;
  /** At most this many entries (spec §9); none when the list has no limit. */
  max?: number;
  /** Why no entry may be deleted now (the last degree), or null. */
  refusal?: (entries: readonly E[]) => string | null;
  /** Shown above the list, e.g. 'Please add at least one degree'. */
  notice?: ReactNode;
  schema: z.ZodType<V, V>;
  empty: V;
  /** The form's field names (a server error of another field goes to the form's alert). */
  fields: readonly (keyof V & string)[];
  /** A message key of a rule checked against the saved entries before anything is sent (duplicates), or null. */
  precheck?: (values: V, entries: readonly E[]) => string | null;
  /** Sends the entry. */
  add: (values: V) => Promise<unknown>;
  /** The toast after a save: 'Item added' unless the section says otherwise (a listed language changed its level). */
  addedMessage?: (values: V, entries: readonly E[]) => string;
  /** Refreshes what else the entry changes (the first-job answer). */
  afterAdd?: () => Promise<unknown>;
  /** The form's fields. */
  children: (form: UseFormReturn<V>, error: (name: Path<V>) => string | undefined) => ReactNode;
}

/**
 * One list section of the resume (degrees, complementary courses, languages, experiences): its heading, the saved
 * entries, the limit, and a form to add one built on the shell's form kit. A refusal the server explains (a
 * duplicate, the limit) shows as the form's message; after an entry is added the focus goes to the list.
 */
export function EntrySection<V extends FieldValues, E extends { id: number }>({
  title,
  headed = true,
  addTitle,
  path,
  source,
  describe,
  max,
  refusal,
  notice,
  schema,
  empty,
  fields,
  precheck,
  add,
  addedMessage,
  afterAdd,
  onDirtyChange,
  onSaved,
  children,
}: EntrySectionProps<V, E>) {
  const { t } = useTranslation('careers');
  const form = useZodForm<V>({ schema, defaultValues: empty });
  const error = useFieldErrors(form.formState.errors);
  const failure = useFormFailure(form.setError, fields);
  const listRef = useRef<HTMLElement>(null);
  const focusList = useRef(false);
  const entries = source.data;
  const count = entries?.length ?? 0;
  const full = max !== undefined && count >= max;
  const { isDirty } = form.formState;

  useReportDirty(isDirty, onDirtyChange);

  // The list arrives (after an addition, with its usual delay): the focus goes to it, not to the page's body.
  useEffect(() => {
    if (!focusList.current || !entries) return;
    focusList.current = false;
    listRef.current?.focus();
  }, [entries]);

  const onSubmit = form.handleSubmit(async (values) => {
    failure.clear();
    const refused = precheck?.(values, entries ?? []);
    if (refused) {
      failure.set(t(`common:${refused}`));
      return;
    }
    try {
      const title = addedMessage?.(values, entries ?? []) ?? t('resume.added');
      await add(values);
      focusList.current = true;
      await Promise.all([source.mutate(), afterAdd?.()]);
      form.reset(empty);
      // Clean from this moment: a tap on another tab as soon as the toast shows must not ask about saved changes.
      onDirtyChange(false);
      showToast({ type: 'success', title });
      onSaved();
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'limit_reached') {
        // Another tab filled the list meanwhile: the refreshed list replaces the form with the limit's note.
        focusList.current = true;
        await source.mutate();
        return;
      }
      const message = domainMessage(caught, t);
      if (message) failure.set(message);
      else failure.fail(caught);
    }
  });

  return (
    <div className="resume__list-section">
      {headed ? <h2 className="resume__section-title">{title}</h2> : null}
      {notice}
      <EntryList
        path={path}
        source={source}
        describe={describe}
        label={title}
        refusal={entries ? (refusal?.(entries) ?? null) : null}
        focusRef={listRef}
      />
      {max !== undefined && entries ? (
        <p className="resume__limit" aria-live="polite">
          {full ? t('resume.limitReached', { max }) : t('resume.limit', { count, max })}
        </p>
      ) : null}
      {entries === undefined && !source.error ? null : full ? null : (
        <form noValidate onSubmit={onSubmit} aria-label={addTitle} className="resume__entry-form">
          <h3 className="resume__form-title">{addTitle}</h3>
          <FormAlert message={failure.message} />
          {children(form, error)}
          <FormActions form={form} submit={t('resume.add')} />
        </form>
      )}
    </div>
  );
}
