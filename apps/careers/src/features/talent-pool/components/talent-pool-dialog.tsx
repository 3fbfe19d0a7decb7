import { Button } from '@portal/shell/components/button';
import { Modal } from '@portal/shell/components/modal';
import type { DialogProps } from '@portal/shell/components/use-lazy-dialog';
import { useTranslation } from 'react-i18next';
import { TalentPoolChoiceEditor } from './talent-pool-form';

/**
 * The account menu's 'Talent pool' entry: a dialog with the current choice and its date, where the candidate turns
 * the consent on or off (source `account`): ticking or unticking saves it at once, with a toast, and the line above
 * says the new state. 'Done' (or the close button) gives the focus back to the menu.
 */
export function TalentPoolDialog({ open, onOpenChange }: Pick<DialogProps, 'open' | 'onOpenChange'>) {
  const { t } = useTranslation('careers');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('talentPool.title')}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {t('talentPool.done')}
        </Button>
      }
    >
      {open ? <TalentPoolChoiceEditor source="account" /> : null}
    </Modal>
  );
}
