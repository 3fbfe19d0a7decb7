import type { Locale } from '@portal/contracts/locales';
import { Field } from '@portal/shell/forms/field';
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
