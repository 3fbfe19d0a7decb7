import { dictionaryOptions } from '@portal/contracts/dictionaries';
import type { Locale } from '@portal/contracts/locales';
import { Field } from '@portal/shell/forms/field';
import { currentLocale } from '@portal/shell/i18n/i18n';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type MessageOrNote = 'message' | 'note';

/**
 * What goes with a status change, for one application or many: the message mailed to the candidate and the
 * internal note the candidate never sees. `textarea` gives each box its form binding. For one application the
 * message box also says which language the candidate reads (their mails come in it), so the recruiter writes in it.
 */
export function MessageNoteFields({
  messageRows,
  textarea,
  error,
  candidateLanguage,
}: {
  messageRows: number;
  textarea: (name: MessageOrNote) => ComponentProps<'textarea'>;
  error?: (name: MessageOrNote) => string | undefined;
  candidateLanguage?: Locale;
}) {
  const { t } = useTranslation('intranet');
  const messageHint = candidateLanguage ? (
    <>
      {t('recruiting.application.messageHint')}{' '}
      <strong className="recruiting__reads-in">
        {t('recruiting.application.readsIn', {
          language: t(`recruiting.application.languageNames.${candidateLanguage}`),
        })}
      </strong>
    </>
  ) : (
    t('recruiting.application.messageHint')
  );
  const field = (name: MessageOrNote, label: string, hint: ReactNode, rows: number) => (
    <Field label={label} hint={hint} error={error?.(name)}>
      {(control) => <textarea className="form-field__input" rows={rows} {...control} {...textarea(name)} />}
    </Field>
  );
  return (
    <>
      {field('message', t('recruiting.application.message'), messageHint, messageRows)}
      {field('note', t('recruiting.application.note'), t('recruiting.application.noteHint'), 2)}
    </>
  );
}

/**
 * Why an application is not selected (issue 29 point 5): one of the `not_selected_reason` dictionary, required with
 * 'not selected'. The candidate reads a respectful sentence for it, never the internal note; the indicators count it.
 */
export function NotSelectedReasonField({
  select,
  error,
}: {
  select: ComponentProps<'select'>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('intranet');
  return (
    <Field
      label={t('recruiting.application.reason')}
      hint={t('recruiting.application.reasonHint')}
      error={error}
    >
      {(control) => (
        <select className="form-field__input" {...control} {...select}>
          <option value="">{t('recruiting.application.reasonChoose')}</option>
          {dictionaryOptions('not_selected_reason', currentLocale()).map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
