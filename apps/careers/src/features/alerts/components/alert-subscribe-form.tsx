import {
  type Alert,
  type AlertBody,
  type AlertForm,
  alertFormFilters,
  alertFormSchema,
  sameAlertSearch,
  storedAlertFilters,
} from '@portal/contracts/alerts';
import { ApiError } from '@portal/shell/api/api-error';
import { Button } from '@portal/shell/components/button';
import { EmailField, FormActions, SelectField } from '@portal/shell/forms/bound-fields';
import { FormAlert } from '@portal/shell/forms/field';
import { useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlertAccount } from '../api/get-my-alerts';
import { subscribeAlert } from '../api/subscribe-alert';
import { AlertFilterOptions, AlertFrequencyOptions } from './alert-filter-options';
import { useDescribeSearch } from './describe-search';
import '@portal/shell/styles/forms.css';
import './alerts.css';

const FIELDS = ['email', 'frequency', 'interest_area', 'workshift'] as const;
const EMPTY_FORM: AlertForm = { email: '', frequency: 'daily', interest_area: '', workshift: '' };

/**
 * The alert that already follows the search (decision 0084), shown instead of a way to save it again: where it goes,
 * its search, frequency and state, and where the account keeps it.
 */
function ExistingAlert({
  alert,
  email,
  focus = false,
}: {
  alert: Alert;
  email: string;
  /** Takes the focus when it replaces the form the person just sent. */
  focus?: boolean;
}) {
  const { t } = useTranslation('careers');
  const describe = useDescribeSearch();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} className="alert-subscribe__existing" role="status">
      <p>{t('alerts.subscribe.exists', { email })}</p>
      <p className="alert-page__search">
        {describe(alert.filters)}
        {alert.paused ? <span className="alert-page__badge">{t('alerts.manage.paused')}</span> : null}
        {alert.confirmed ? null : <span className="alert-page__badge">{t('alerts.manage.pending')}</span>}
      </p>
      <p>{t(`alerts.subscribe.${alert.frequency}`)}</p>
      <p>{t('alerts.subscribe.existsWhere', { menu: t('alerts.mine.menu') })}</p>
    </div>
  );
}

/** The dialog's way back when there is nothing to save. */
function CloseAction({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('careers');
  return (
    <div className="form-actions">
      <Button onClick={onClose}>{t('alerts.subscribe.close')}</Button>
    </div>
  );
}

/**
 * The subscription dialog's content: the search in words, the address, an optional area of interest and work shift,
 * and the frequency; then what happens next
 * (the confirmation mail of a visitor, or at once for a signed-in candidate's own confirmed address). The server
 * answers the same whether or not it knows the address, so the page says the same too. A signed-in candidate finds
 * her address filled in, and a search she already follows shows that alert instead of a way to save it again
 * (decision 0084).
 */
export function AlertSubscribeForm({
  filters,
  onClose,
}: {
  filters: AlertBody['filters'];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('careers');
  const describe = useDescribeSearch();
  const account = useAlertAccount();
  const form = useZodForm<AlertForm>({
    schema: alertFormSchema,
    defaultValues: EMPTY_FORM,
    values: account.email ? { ...EMPTY_FORM, email: account.email } : undefined,
    loading: account.loading,
  });
  const failure = useFormFailure(form.setError, FIELDS);
  const [result, setResult] = useState<
    { email: string; confirmed: boolean; existing?: undefined } | { email: string; existing: Alert }
  >();
  const chosen = form.watch();
  const existing =
    account.email && chosen.email.trim().toLowerCase() === account.email.toLowerCase()
      ? account.alerts?.find((alert) =>
          sameAlertSearch(alert.filters, storedAlertFilters(alertFormFilters(chosen, filters))),
        )
      : undefined;
  const resultRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const search = describe({
    q: filters.q ?? null,
    city: filters.city ?? null,
    unit: filters.unit ?? null,
    program: filters.program ?? null,
    interest_area: null,
    workshift: null,
  });

  if (result?.existing) {
    return (
      <div className="alert-subscribe">
        <ExistingAlert alert={result.existing} email={result.email} focus />
        <CloseAction onClose={onClose} />
      </div>
    );
  }

  if (result) {
    return (
      <div className="alert-subscribe">
        <p ref={resultRef} tabIndex={-1} role="status" className="alert-subscribe__result">
          {result.confirmed
            ? t('alerts.subscribe.done', { email: result.email })
            : t('alerts.subscribe.sent', { email: result.email })}
        </p>
        {result.confirmed ? null : <p>{t('alerts.subscribe.sentHint')}</p>}
        <div className="form-actions">
          <Button onClick={onClose}>{t('alerts.subscribe.close')}</Button>
        </div>
      </div>
    );
  }

  const submit = form.handleSubmit(async (values) => {
    failure.clear();
    try {
      const answer = await subscribeAlert({
        email: values.email,
        frequency: values.frequency,
        language: currentLocale(i18n),
        filters: alertFormFilters(values, filters),
      });
      setResult({ email: values.email, confirmed: answer.confirmed });
    } catch (error) {
      // Saved meanwhile (another tab): the alert that exists is shown, as when the dialog opened on it.
      const alert = error instanceof ApiError ? error.extensions?.alert : undefined;
      if (error instanceof ApiError && error.code === 'alert_exists' && alert)
        setResult({ email: values.email, existing: alert as Alert });
      else failure.fail(error);
    }
  });

  return (
    <form className="alert-subscribe" noValidate onSubmit={submit}>
      <p className="alert-subscribe__search">{t('alerts.subscribe.search', { search })}</p>
      {/* A search she already follows: her alert comes first, where the promise of the form would be. */}
      {existing && account.email ? (
        <ExistingAlert alert={existing} email={account.email} />
      ) : (
        <p>{t('alerts.subscribe.intro')}</p>
      )}
      <EmailField form={form} name="email" label={t('alerts.subscribe.email')} />
      <SelectField form={form} name="interest_area" label={t('alerts.subscribe.interestArea')}>
        <AlertFilterOptions attribute="interest_area" />
      </SelectField>
      <SelectField form={form} name="workshift" label={t('alerts.subscribe.workshift')}>
        <AlertFilterOptions attribute="workshift" />
      </SelectField>
      <SelectField form={form} name="frequency" label={t('alerts.subscribe.frequency')}>
        <AlertFrequencyOptions />
      </SelectField>
      <FormAlert message={failure.message} />
      {existing && account.email ? (
        <CloseAction onClose={onClose} />
      ) : (
        <FormActions
          form={form}
          submit={t('alerts.subscribe.submit')}
          back={{ label: t('alerts.subscribe.cancel'), onClick: onClose }}
        />
      )}
    </form>
  );
}
