import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import type { DialogProps } from '@portal/shell/components/use-lazy-dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TalentPoolForm } from './talent-pool-form';

/**
 * The account menu's 'Talent pool' entry: a dialog with the current choice and its date, where the candidate turns
 * the consent on or off (source `account`); saving confirms with a toast and closes it, focus back on the menu.
 */
export function TalentPoolDialog({ open, onOpenChange }: Pick<DialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('careers');
  const formId = useId();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('talentPool.title')}>
      {open ? (
        <TalentPoolForm
          id={formId}
          source="account"
          onSaved={() => onOpenChange(false)}
          actions={({ busy, ready }) => (
            <div className="form-actions talent-pool-form__actions">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('talentPool.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!ready}>
                {t('talentPool.save')}
              </Button>
            </div>
          )}
        />
      ) : null}
    </Modal>
  );
}
