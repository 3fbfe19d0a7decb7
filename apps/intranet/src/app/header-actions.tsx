import { HelpIcon } from '@portal/shell/components/icons';
import { preloadModal } from '@portal/shell/components/modal';
import { ContactDialog } from '@portal/shell/contact/contact-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/user-menu.css';

/** The header's contact button and dialog, on every intranet page (also for visitors on /login). */
export function ContactButton({ userId }: { userId: string | null }) {
  const { t } = useTranslation('library');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="header-icon-button"
        aria-label={t('contact.button')}
        title={t('contact.button')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
      >
        <HelpIcon />
      </button>
      <ContactDialog open={open} onOpenChange={setOpen} userId={userId} />
    </>
  );
}
