import { handleError } from '@portal/shell/api/error-reporting';
import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import { StateMessage } from '@portal/shell/components/state-message';
import type { DialogProps } from '@portal/shell/components/use-lazy-dialog';
import { showToast } from '@portal/shell/toast/toast-store';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMyAlert } from '../api/delete-my-alert';
import { useMyAlerts } from '../api/get-my-alerts';
import { useDescribeSearch } from './describe-search';
import './alerts.css';

/**
 * The account menu's 'Job alerts' entry (decision 0076): the signed-in candidate's alerts, each with its search and
 * frequency, and a delete button; with none, where to make one.
 */
export function MyAlertsDialog({ open, onOpenChange }: Pick<DialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('careers');
  const describe = useDescribeSearch();
  const { data: alerts, error, mutate } = useMyAlerts(open);
  const [deleting, setDeleting] = useState<number | null>(null);
  const remove = async (id: number) => {
    setDeleting(id);
    try {
      await deleteMyAlert(id);
      await mutate((current) => current?.filter((alert) => alert.id !== id), { revalidate: false });
      showToast({ type: 'success', title: t('alerts.mine.deleted') });
    } catch (failure) {
      handleError(failure);
    } finally {
      setDeleting(null);
    }
  };
  let content: ReactNode;
  if (error)
    content = (
      <StateMessage block="alert-page__state" failed>
        {t('common:errors.unknown.description')}
      </StateMessage>
    );
  else if (!alerts)
    content = <StateMessage block="alert-page__state">{t('alerts.manage.busy')}</StateMessage>;
  else if (alerts.length === 0) content = <p>{t('alerts.mine.empty')}</p>;
  else
    content = (
      <ul className="alert-page__alerts" aria-label={t('alerts.manage.title')}>
        {alerts.map((alert) => (
          <li key={alert.id} className="alert-page__alert">
            <p className="alert-page__search" id={`my-alert-${alert.id}`}>
              {describe(alert.filters)}
              {alert.paused ? <span className="alert-page__badge">{t('alerts.manage.paused')}</span> : null}
            </p>
            <p>{t(`alerts.subscribe.${alert.frequency}`)}</p>
            <div className="form-actions alert-page__actions">
              <Button
                variant="danger"
                loading={deleting === alert.id}
                aria-describedby={`my-alert-${alert.id}`}
                onClick={() => void remove(alert.id)}
              >
                {t('alerts.manage.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('alerts.manage.title')}>
      {open ? <div className="alert-subscribe">{content}</div> : null}
    </Modal>
  );
}
