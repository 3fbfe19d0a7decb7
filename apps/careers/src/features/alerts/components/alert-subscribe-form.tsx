import { type AlertBody, type AlertForm, alertFormFilters, alertFormSchema } from '@portal/contracts/alerts';
import { Button } from '@portal/shell/components/button';
import { EmailField, FormActions, SelectField } from '@portal/shell/forms/bound-fields';
import { FormAlert } from '@portal/shell/forms/field';
import { useFormFailure, useZodForm } from '@portal/shell/forms/use-zod-form';
import { currentLocale } from '@portal/shell/i18n/i18n';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribeAlert } from '../api/alerts-api';
import { AlertFilterOptions, AlertFrequencyOptions } from './alert-filter-options';
import { useDescribeSearch } from './describe-search';
import '@portal/shell/styles/forms.css';
import './alerts.css';

const FIELDS = ['email', 'frequency', 'interest_area', 'workshift'] as const;

/**
 * The subscription dialog's content: the search in words, the address, an optional area of interest and work shift,
 * and the frequency; then what happens next
 * (the confirmation mail of a visitor, or at once for a signed-in candidate's own confirmed address). The server
 * answers the same whether or not it knows the address, so the page says the same too.
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
  const form = useZodForm<AlertForm>({
    schema: alertFormSchema,
    defaultValues: { email: '', frequency: 'daily', interest_area: '', workshift: '' },
  });
  const failure = useFormFailure(form.setError, FIELDS);
  const [result, setResult] = useState<{ email: string; confirmed: boolean }>();
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
      failure.fail(error);
    }
  });

  return (
    <form className="alert-subscribe" noValidate onSubmit={submit}>
      <p className="alert-subscribe__search">{t('alerts.subscribe.search', { search })}</p>
      <p>{t('alerts.subscribe.intro')}</p>
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
      <FormActions
        form={form}
        submit={t('alerts.subscribe.submit')}
        back={{ label: t('alerts.subscribe.cancel'), onClick: onClose }}
      />
    </form>
  );
}
