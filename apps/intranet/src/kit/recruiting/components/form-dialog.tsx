import { Button, type ButtonVariant } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import { FormAlert } from '@portal/shell/forms/field';
import { type FormEventHandler, type ReactNode, useId } from 'react';

/**
 * A recruiting dialog around one form: its failure on top, Cancel and the submit button in the footer. While the
 * form is sent (`busy`) the dialog cannot be closed and Cancel is off. Closed, it forgets its failure, and
 * `onClosed` clears what else should not be there when it opens again.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  busy,
  failure,
  onClosed,
  cancel,
  confirm,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  busy: boolean;
  /** The form's failure (`useFormFailure`): shown above the fields. */
  failure: { message: string | null; clear: () => void };
  onClosed: () => void;
  cancel: string;
  confirm: { label: ReactNode; variant?: ButtonVariant; disabled?: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
        if (!next) {
          failure.clear();
          onClosed();
        }
      }}
      size="regular"
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {cancel}
          </Button>
          <Button
            variant={confirm.variant}
            type="submit"
            form={formId}
            loading={busy}
            disabled={confirm.disabled}
          >
            {confirm.label}
          </Button>
        </>
      }
    >
      <form id={formId} className="recruiting__dialog-form" onSubmit={onSubmit} noValidate>
        <FormAlert message={failure.message} />
        {children}
      </form>
    </Modal>
  );
}
