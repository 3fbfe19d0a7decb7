import {
  SCREENING_LIMITS,
  SCREENING_PROBLEM_MESSAGES,
  type ScreeningAnswer,
  screeningAnswerProblems,
} from '@portal/contracts/screening';
import type { PublicScreeningQuestion } from '@portal/contracts/screening-questions';
import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import { Field, FieldGroup, FormAlert } from '@portal/shell/forms/field';
import { SERVER_ERROR, useFieldErrors, useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import '@portal/shell/styles/forms.css';

type AnswersForm = { answers: Record<string, string> };
const answersFormSchema = z.object({ answers: z.record(z.string(), z.string()) });

/**
 * The vacancy's screening questions, asked before the application is sent (issue 29 point 2): one phone screen, in
 * the reader's language, big yes/no targets, the numeric keypad for numbers, each requirement's reason shown under its
 * question so nobody learns it only afterwards. A required question left blank is named at the question; a missed
 * requirement is no error (the application is received and flagged, and a person decides).
 */
export function ApplyQuestionsDialog({
  open,
  onOpenChange,
  questions,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  questions: readonly PublicScreeningQuestion[];
  /** Sends the application with these answers; rejects with the server's problem (validation goes on the fields). */
  onSubmit: (answers: ScreeningAnswer[]) => Promise<void>;
}) {
  const { t } = useTranslation('careers');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('registration.questions.title')}
      description={t('registration.questions.intro')}
      className="apply-questions"
    >
      {open ? (
        <ApplyQuestionsForm questions={questions} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
      ) : null}
    </Modal>
  );
}

function ApplyQuestionsForm({
  questions,
  onSubmit,
  onCancel,
}: {
  questions: readonly PublicScreeningQuestion[];
  onSubmit: (answers: ScreeningAnswer[]) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('careers');
  const form = useZodForm<AnswersForm>({
    schema: answersFormSchema,
    defaultValues: { answers: Object.fromEntries(questions.map((q) => [q.key, ''])) },
  });
  const { register, handleSubmit, setError, formState } = form;
  const fieldError = useFieldErrors(formState.errors);
  const fields = questions.map((q) => `answers.${q.key}`);
  const failure = useFormFailure(setError, fields);

  const submit = handleSubmit(async (values) => {
    failure.clear();
    const answers = questions
      .map((q) => ({ key: q.key, value: values.answers[q.key]?.trim() ?? '' }))
      .filter((answer) => answer.value !== '');
    // The same rule the server applies: a problem is named at its question before anything is sent.
    // (The public questions carry only the requirement's reason: the rule needs no requirement to find problems.)
    const problems = screeningAnswerProblems(
      questions.map(({ requirement: _, ...rule }) => rule),
      answers,
    );
    problems.forEach(({ key, problem }, index) => {
      const question = questions.find((q) => q.key === key)?.text ?? key;
      const message = t(SCREENING_PROBLEM_MESSAGES[problem], { ns: 'common', question });
      setError(`answers.${key}`, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 });
    });
    if (problems.length) return;
    try {
      await onSubmit(answers);
    } catch (error) {
      failure.fail(error);
    }
  });

  return (
    <form className="apply-questions__form" noValidate onSubmit={submit}>
      <FormAlert message={failure.message} />
      {questions.map((question) => (
        <QuestionField
          key={question.key}
          question={question}
          register={() => register(`answers.${question.key}`)}
          error={fieldError(`answers.${question.key}`)}
        />
      ))}
      <div className="form-actions apply-questions__actions">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('registration.questions.send')}
        </Button>
        <Button variant="secondary" type="button" onClick={onCancel}>
          {t('registration.questions.back')}
        </Button>
      </div>
    </form>
  );
}

/** One question: its text (marked optional when it is), its requirement's reason, and the control of its kind. */
function QuestionField({
  question,
  register,
  error,
}: {
  question: PublicScreeningQuestion;
  register: () => ComponentProps<'input'>;
  error: string | undefined;
}) {
  const { t } = useTranslation('careers');
  const label = question.required
    ? question.text
    : t('registration.questions.optional', { question: question.text });
  const hint = question.requirement
    ? t('registration.questions.requirement', { reason: question.requirement.reason })
    : undefined;
  if (question.kind === 'yes_no' || question.kind === 'single_choice') {
    const options =
      question.kind === 'yes_no'
        ? [
            { key: 'yes', text: t('registration.questions.yes') },
            { key: 'no', text: t('registration.questions.no') },
          ]
        : (question.options ?? []);
    return (
      <FieldGroup legend={label} hint={hint} error={error} className="apply-question">
        <div
          className={
            question.kind === 'yes_no'
              ? 'apply-question__choices apply-question__choices--yes-no'
              : 'apply-question__choices'
          }
        >
          {options.map((option) => (
            <label key={option.key} className="apply-question__choice">
              <input className="apply-question__radio" type="radio" value={option.key} {...register()} />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </FieldGroup>
    );
  }
  const number = question.kind === 'number';
  return (
    <Field label={label} hint={hint} error={error} className="apply-question">
      {(control) => (
        <span className="apply-question__input">
          <input
            className="form-field__input"
            type="text"
            {...control}
            {...register()}
            {...(number
              ? { inputMode: 'decimal' as const, autoComplete: 'off' }
              : { maxLength: SCREENING_LIMITS.shortTextMax })}
          />
          {number && question.unit ? <span className="apply-question__unit">{question.unit}</span> : null}
        </span>
      )}
    </Field>
  );
}
