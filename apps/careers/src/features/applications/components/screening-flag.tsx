import { formatDate } from '@portal/contracts/dates';
import { REVIEW_MESSAGE_MAX, reviewRequestBodySchema } from '@portal/contracts/screening-questions';
import { Button } from '@portal/shell/components/button';
import { Field, FormAlert } from '@portal/shell/forms/field';
import { useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '../api/get-applications';
import { requestReview } from '../api/request-review';

type ReviewValues = { message: string };
const FIELDS = ['message'] as const;

/**
 * A flagged application (issue 29 point 3): which answer does not meet which requirement, in the reader's language;
 * that a person from the team decides, never the product; and, while the application is open and no review was asked
 * yet, a button that opens a short form to ask for one with a message.
 */
export function ScreeningFlag({
  application,
  headingLevel,
  onRequested,
}: {
  application: ApplicationView;
  headingLevel: 3 | 4 | 5;
  onRequested: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation('careers');
  const headingId = useId();
  /** Set when the candidate has just asked: the confirmation that replaces the form takes the focus. */
  const justAsked = useRef(false);
  const Heading = `h${headingLevel}` as const;
  const { screening } = application;
  if (screening.meets) return null;
  const requestedAt = application.review_requested_at;
  const canAsk =
    !requestedAt &&
    application.status !== 'withdrawn' &&
    application.status !== 'approved' &&
    application.status !== 'not_selected';
  return (
    <section className="screening-flag" aria-labelledby={headingId}>
      <Heading id={headingId} className="screening-flag__heading">
        {t('applications.screening.heading')}
      </Heading>
      <ul className="screening-flag__misses">
        {screening.misses.map((miss) => (
          <li key={miss.key}>
            <span className="screening-flag__question">{miss.question}</span>
            <span className="screening-flag__reason">{miss.reason}</span>
          </li>
        ))}
      </ul>
      <p>{t('applications.screening.person')}</p>
      {requestedAt ? (
        <p
          className="screening-flag__requested"
          tabIndex={-1}
          ref={(element) => {
            if (element && justAsked.current) {
              justAsked.current = false;
              element.focus();
            }
          }}
        >
          {t('applications.screening.requested', { date: formatDate(requestedAt, currentLocale(i18n)) })}
        </p>
      ) : (
        canAsk && (
          <ReviewRequest
            applicationId={application.id}
            onRequested={() => {
              justAsked.current = true;
              return onRequested();
            }}
          />
        )
      )}
    </section>
  );
}

function ReviewRequest({
  applicationId,
  onRequested,
}: {
  applicationId: number;
  onRequested: () => Promise<unknown>;
}) {
  const { t } = useTranslation('careers');
  const [open, setOpen] = useState(false);
  const form = useZodForm<ReviewValues>({ schema: reviewRequestBodySchema, defaultValues: { message: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const fieldError = useFieldErrors(formState.errors);
  const failure = useFormFailure(setError, FIELDS);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const { ref, ...messageField } = register('message');

  useEffect(() => {
    if (open) textarea.current?.focus();
  }, [open]);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    try {
      await requestReview(applicationId, values);
      await onRequested();
    } catch (error) {
      failure.fail(error);
    }
  });

  if (!open)
    return (
      <Button variant="secondary" className="screening-flag__ask" onClick={() => setOpen(true)}>
        {t('applications.screening.ask')}
      </Button>
    );
  return (
    <form
      className="screening-flag__form"
      noValidate
      onSubmit={submit}
      aria-label={t('applications.screening.ask')}
    >
      <FormAlert message={failure.message} />
      <Field
        label={t('applications.screening.message')}
        hint={t('applications.screening.messageHint')}
        error={fieldError('message')}
      >
        {(control) => (
          <textarea
            className="form-field__input"
            rows={4}
            maxLength={REVIEW_MESSAGE_MAX}
            {...control}
            {...messageField}
            ref={(element) => {
              ref(element);
              textarea.current = element;
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('applications.screening.send')}
        </Button>
        <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
          {t('applications.screening.cancel')}
        </Button>
      </div>
    </form>
  );
}
