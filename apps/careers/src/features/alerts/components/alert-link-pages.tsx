import type { Alert, AlertAddress, AlertChangeBody, AlertConfirmation } from '@portal/contracts/alerts';
import { ALERT_PATHS } from '@portal/contracts/careers-paths';
import { isProblem } from '@portal/shell/api/api-error';
import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { StateMessage } from '@portal/shell/components/state-message';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { Link, useLocation } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAlert } from '../api/confirm-alert';
import {
  changeManagedAlert,
  deleteManagedAddress,
  deleteManagedAlert,
  getManagedAddress,
} from '../api/manage-alerts';
import { getUnsubscribeTarget, unsubscribeAlerts } from '../api/unsubscribe-alerts';
import { AlertFilterOptions, AlertFrequencyOptions } from './alert-filter-options';
import { useDescribeSearch } from './describe-search';
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/page-card.css';
import './alerts.css';

/** Where a link page stands: reading its token's answer, the answer, or a link that is no longer valid. */
type LinkState<T> = { kind: 'busy' } | { kind: 'ready'; value: T } | { kind: 'invalid' } | { kind: 'failed' };

/**
 * Runs `load` once with the token of the page's link, which mails put in the URL's fragment (decision 0075: it never
 * reaches a server log or a Referer). The server renders the busy state; the browser reads the fragment after
 * hydration. An unknown token (not_found) or a malformed one (validation_failed) means the link is no longer valid.
 */
function useLinkToken<T>(load: (token: string) => Promise<T>) {
  const [state, setState] = useState<LinkState<T>>({ kind: 'busy' });
  const token = useRef('');
  useEffect(() => {
    token.current = window.location.hash.slice(1);
    load(token.current).then(
      (value) => setState({ kind: 'ready', value }),
      (error: unknown) => {
        if (isProblem(error, 'not_found', 'validation_failed', 'bad_request')) setState({ kind: 'invalid' });
        else {
          handleError(error);
          setState({ kind: 'failed' });
        }
      },
    );
  }, []);
  return { state, setState, token };
}

/** The frame of the three link pages: header, card, and the states every one of them has. */
function LinkPage({
  title,
  state,
  busy,
  children,
}: {
  title: string;
  state: LinkState<unknown>;
  busy: string;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('careers');
  useDocumentTitle(title, t('library:appShell.title'));
  let content: ReactNode;
  if (state.kind === 'busy') content = <StateMessage block="alert-page__state">{busy}</StateMessage>;
  else if (state.kind === 'invalid')
    content = (
      <StateMessage block="alert-page__state" failed>
        {t('alerts.invalid')}
      </StateMessage>
    );
  else if (state.kind === 'failed')
    content = (
      <StateMessage block="alert-page__state" failed>
        {t('common:errors.unknown.description')}
      </StateMessage>
    );
  else content = children();
  return (
    <div className="alert-page">
      <PageHeader title={title} breadcrumbs={[{ label: t('nav.vacancies'), href: '/' }, { label: title }]} />
      <div className="page-card">
        {content}
        <p className="alert-page__back">
          <Link to="/">{t('alerts.backToList')}</Link>
        </p>
      </div>
    </div>
  );
}

/**
 * A flag that is up while a piece of work runs (a button's busy state), and that work: a failure is reported
 * (handleError) and the flag comes down either way.
 */
function useBusyWork(): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}

/**
 * /carreiras/alertas/confirmar#token: the double opt-in's link confirms the alert as the page opens; opened again it
 * says the alert is already confirmed (decision 0084). Both lead to the address's alerts, to pause or leave before
 * the first digest (the manage page, in the link's language).
 */
export function ConfirmAlertPage() {
  const { t } = useTranslation('careers');
  const describe = useDescribeSearch();
  const { search } = useLocation();
  const { state } = useLinkToken(confirmAlert);
  return (
    <LinkPage title={t('alerts.confirm.title')} state={state} busy={t('alerts.confirm.busy')}>
      {() => {
        const alert = (state as { value: AlertConfirmation }).value;
        const words = { search: describe(alert.filters) };
        return (
          <>
            <p className="alert-page__done" role="status">
              {alert.already_confirmed ? t('alerts.confirm.already', words) : t('alerts.confirm.done', words)}
            </p>
            <p className="alert-page__next">
              <Link to={{ pathname: ALERT_PATHS.manage, search, hash: alert.manage_token }}>
                {t('alerts.confirm.manage')}
              </Link>
            </p>
          </>
        );
      }}
    </LinkPage>
  );
}

/**
 * /carreiras/alertas/sair#token: the mail's 'stop this alert' link. Opening it changes nothing (mail scanners open
 * links); the button ends the alerts it names.
 */
export function LeaveAlertPage() {
  const { t } = useTranslation('careers');
  const describe = useDescribeSearch();
  const { state, token } = useLinkToken(getUnsubscribeTarget);
  const [busy, runBusy] = useBusyWork();
  const [left, setLeft] = useState(false);
  const leave = () =>
    runBusy(async () => {
      await unsubscribeAlerts(token.current);
      setLeft(true);
    });
  return (
    <LinkPage title={t('alerts.leave.title')} state={state} busy={t('alerts.leave.busy')}>
      {() =>
        left ? (
          <p className="alert-page__done" role="status">
            {t('alerts.leave.done')}
          </p>
        ) : (
          <>
            <p>{t('alerts.leave.intro')}</p>
            <ul className="alert-page__searches">
              {(state as { value: { alerts: Alert[] } }).value.alerts.map((alert) => (
                <li key={alert.id}>{describe(alert.filters)}</li>
              ))}
            </ul>
            <div className="form-actions">
              <Button loading={busy} onClick={leave}>
                {t('alerts.leave.submit')}
              </Button>
            </div>
          </>
        )
      }
    </LinkPage>
  );
}

/** A select of one alert on the manage page: changing it saves at once. */
function AlertSelect({
  id,
  label,
  value,
  busy,
  onChoose,
  children,
}: {
  id: string;
  label: string;
  value: string;
  busy: boolean;
  onChoose: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="form-field__input"
        value={value}
        disabled={busy}
        onChange={(event) => onChoose(event.currentTarget.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** The filters of an alert that its page changes in place, each a select of its dictionary's options. */
const EDITABLE_FILTERS = [
  { attribute: 'interest_area', idSuffix: 'area', label: 'alerts.subscribe.interestArea' },
  { attribute: 'workshift', idSuffix: 'workshift', label: 'alerts.subscribe.workshift' },
] as const;

/**
 * One alert of the manage page: its search, its state, its area of interest, work shift and frequency (each saved
 * as it is chosen), pause or resume, delete.
 */
function ManagedAlert({
  alert,
  onChange,
  onDelete,
}: {
  alert: Alert;
  onChange: (body: AlertChangeBody) => Promise<void>;
  onDelete: () => Promise<void>;
}) {
  const { t } = useTranslation('careers');
  const describe = useDescribeSearch();
  const [busy, runBusy] = useBusyWork();
  const run = (work: () => Promise<void>) => () => runBusy(work);
  const id = (value: string) => (value === '' ? null : Number(value));
  // Every alert has the same buttons: each names its search for a screen reader.
  const searchId = `alert-${alert.id}-search`;
  return (
    <li className="alert-page__alert" aria-busy={busy || undefined}>
      <p className="alert-page__search" id={searchId}>
        {describe(alert.filters)}
        {alert.paused ? <span className="alert-page__badge">{t('alerts.manage.paused')}</span> : null}
        {alert.confirmed ? null : <span className="alert-page__badge">{t('alerts.manage.pending')}</span>}
      </p>
      {EDITABLE_FILTERS.map((filter) => (
        <AlertSelect
          key={filter.attribute}
          id={`alert-${alert.id}-${filter.idSuffix}`}
          label={t(filter.label)}
          value={String(alert.filters[filter.attribute] ?? '')}
          busy={busy}
          onChoose={(value) => run(() => onChange({ [filter.attribute]: id(value) }))()}
        >
          <AlertFilterOptions attribute={filter.attribute} />
        </AlertSelect>
      ))}
      <AlertSelect
        id={`alert-${alert.id}-frequency`}
        label={t('alerts.subscribe.frequency')}
        value={alert.frequency}
        busy={busy}
        onChoose={(value) => run(() => onChange({ frequency: value as Alert['frequency'] }))()}
      >
        <AlertFrequencyOptions />
      </AlertSelect>
      <div className="form-actions alert-page__actions">
        <Button
          variant="secondary"
          disabled={busy}
          aria-describedby={searchId}
          onClick={run(() => onChange({ paused: !alert.paused }))}
        >
          {alert.paused ? t('alerts.manage.resume') : t('alerts.manage.pause')}
        </Button>
        <Button variant="danger" disabled={busy} aria-describedby={searchId} onClick={run(onDelete)}>
          {t('alerts.manage.delete')}
        </Button>
      </div>
    </li>
  );
}

/**
 * /carreiras/alertas/gerenciar#token: every alert of the address, each edited (area, shift, frequency), paused or
 * deleted, or all at once.
 */
export function ManageAlertsPage() {
  const { t } = useTranslation('careers');
  const { state, setState, token } = useLinkToken(getManagedAddress);
  const [confirming, setConfirming] = useState(false);
  const [deleting, runDeleting] = useBusyWork();
  const address = state.kind === 'ready' ? state.value : undefined;
  const show = (next: AlertAddress) => setState({ kind: 'ready', value: next });

  const change = (id: number) => async (body: AlertChangeBody) => {
    try {
      const changed = await changeManagedAlert(token.current, id, body);
      if (address) show({ ...address, alerts: address.alerts.map((a) => (a.id === id ? changed : a)) });
      showToast({ type: 'success', title: t('alerts.manage.saved') });
    } catch (error) {
      handleError(error);
    }
  };
  const remove = (id: number) => async () => {
    try {
      await deleteManagedAlert(token.current, id);
      if (address) show({ ...address, alerts: address.alerts.filter((a) => a.id !== id) });
      showToast({ type: 'success', title: t('alerts.manage.deleted') });
    } catch (error) {
      handleError(error);
    }
  };
  const removeAll = () =>
    runDeleting(async () => {
      await deleteManagedAddress(token.current);
      if (address) show({ ...address, alerts: [] });
      setConfirming(false);
    });

  return (
    <LinkPage title={t('alerts.manage.title')} state={state} busy={t('alerts.manage.busy')}>
      {() =>
        address && address.alerts.length > 0 ? (
          <>
            <p>{t('alerts.manage.intro', { email: address.email })}</p>
            <ul className="alert-page__alerts" aria-label={t('alerts.manage.title')}>
              {address.alerts.map((alert) => (
                <ManagedAlert
                  key={alert.id}
                  alert={alert}
                  onChange={change(alert.id)}
                  onDelete={remove(alert.id)}
                />
              ))}
            </ul>
            <div className="form-actions">
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('alerts.manage.deleteAll')}
              </Button>
            </div>
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('alerts.manage.deleteAll')}
              description={t('alerts.manage.deleteAllConfirm')}
              confirmLabel={t('alerts.manage.delete')}
              cancelLabel={t('alerts.subscribe.cancel')}
              onConfirm={removeAll}
              busy={deleting}
              danger
            />
          </>
        ) : (
          <p className="alert-page__done" role="status">
            {t('alerts.manage.empty')}
          </p>
        )
      }
    </LinkPage>
  );
}
