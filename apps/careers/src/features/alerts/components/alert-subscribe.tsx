import type { AlertBody } from '@portal/contracts/alerts';
import { handleError } from '@portal/shell/api/error-reporting';
import { DialogButton } from '@portal/shell/components/dialog-button';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { Modal } from '@portal/shell/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The form's code comes when the person goes for the button, not with the list's first view. */
const subscribeForm = lazyPart(() => import('./alert-subscribe-form'));

/** The careers list's filters that an alert follows, from the list's URL (`?q=&city=&unit=&program=`). */
function alertFilters(searchParams: URLSearchParams): AlertBody['filters'] {
  const text = (name: string) => searchParams.get(name)?.trim() || undefined;
  const unit = Number(searchParams.get('unit'));
  const program = text('program');
  return {
    q: text('q'),
    city: text('city'),
    unit: Number.isSafeInteger(unit) && unit > 0 ? unit : undefined,
    program:
      program === 'regular' || program === 'apprentice' || program === 'internship' ? program : undefined,
    interest_area: undefined,
    workshift: undefined,
  };
}

/**
 * 'Receive these vacancies by e-mail' on the careers list (decision 0076): a dialog with the list's current search,
 * the address and the frequency. The careers app hands it to the list page.
 */
export function AlertSubscribe({ searchParams }: { searchParams: URLSearchParams }) {
  const { t } = useTranslation('careers');
  const [open, setOpen] = useState(false);
  const form = subscribeForm.useLoaded();
  return (
    <>
      <DialogButton
        className="alert-subscribe__open"
        onPointerDown={() => void subscribeForm.preload()}
        onClick={() => {
          subscribeForm.load().catch(handleError);
          setOpen(true);
        }}
      >
        {t('alerts.subscribe.open')}
      </DialogButton>
      <Modal open={open} onOpenChange={setOpen} title={t('alerts.subscribe.title')}>
        {open && form ? (
          <form.AlertSubscribeForm filters={alertFilters(searchParams)} onClose={() => setOpen(false)} />
        ) : null}
      </Modal>
    </>
  );
}
