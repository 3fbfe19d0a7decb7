import type { AlertBody } from '@portal/contracts/alerts';
import { Modal } from '@portal/shell/components/modal';
import { useTranslation } from 'react-i18next';
import { AlertSubscribeForm } from './alert-subscribe-form';

/** The list's subscription dialog: the form while open, nothing kept when closed (a new search, a new form). */
export function AlertSubscribeDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: AlertBody['filters'];
}) {
  const { t } = useTranslation('careers');
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('alerts.subscribe.title')}>
      {open ? <AlertSubscribeForm filters={filters} onClose={() => onOpenChange(false)} /> : null}
    </Modal>
  );
}
