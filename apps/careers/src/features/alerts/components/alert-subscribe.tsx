import type { AlertBody } from '@portal/contracts/alerts';
import { VACANCY_PROGRAMS, type VacancyProgram } from '@portal/contracts/vacancy-rules';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The dialog's code (the modal, the form and its schema) comes when the person goes for the button: the list's
 * first view carries only the button, which hydrates as cheaply as any other (decision 0076).
 */
const subscribeDialog = lazyPart(() => import('./alert-subscribe-dialog'));

/** The careers list's filters that an alert follows, from the list's URL (`?q=&city=&unit=&program=`). */
function alertFilters(searchParams: URLSearchParams): AlertBody['filters'] {
  const text = (name: string) => searchParams.get(name)?.trim() || undefined;
  const unit = Number(searchParams.get('unit'));
  const program = text('program');
  return {
    q: text('q'),
    city: text('city'),
    unit: Number.isSafeInteger(unit) && unit > 0 ? unit : undefined,
    program: (VACANCY_PROGRAMS as readonly string[]).includes(program ?? '')
      ? (program as VacancyProgram)
      : undefined,
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
  const dialog = subscribeDialog.useLoaded();
  const preload = () => void subscribeDialog.preload();
  return (
    <>
      <Button
        variant="secondary"
        className="alert-subscribe__open"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          subscribeDialog.load().catch(handleError);
          setOpen(true);
        }}
      >
        {t('alerts.subscribe.open')}
      </Button>
      {dialog ? (
        <dialog.AlertSubscribeDialog
          open={open}
          onOpenChange={setOpen}
          filters={alertFilters(searchParams)}
        />
      ) : null}
    </>
  );
}
