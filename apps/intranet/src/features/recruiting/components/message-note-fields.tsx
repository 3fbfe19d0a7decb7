import { Field } from '@portal/shell/forms/field';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

type MessageOrNote = 'message' | 'note';

/**
 * What goes with a status change, for one application or many: the message mailed to the candidate and the
 * internal note the candidate never sees. `textarea` gives each box its form binding.
 */
export function MessageNoteFields({
  messageRows,
  textarea,
  error,
}: {
  messageRows: number;
  textarea: (name: MessageOrNote) => ComponentProps<'textarea'>;
  error?: (name: MessageOrNote) => string | undefined;
}) {
  const { t } = useTranslation('intranet');
  const field = (name: MessageOrNote, label: string, hint: string, rows: number) => (
    <Field label={label} hint={hint} error={error?.(name)}>
      {(control) => <textarea className="form-field__input" rows={rows} {...control} {...textarea(name)} />}
    </Field>
  );
  return (
    <>
      {field(
        'message',
        t('recruiting.application.message'),
        t('recruiting.application.messageHint'),
        messageRows,
      )}
      {field('note', t('recruiting.application.note'), t('recruiting.application.noteHint'), 2)}
    </>
  );
}
