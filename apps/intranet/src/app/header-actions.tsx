import { handleError } from '@portal/shell/api/error-reporting';
import { HelpIcon } from '@portal/shell/components/icons';
import { lazyPart } from '@portal/shell/components/lazy-part';
import { preloadModal } from '@portal/shell/components/modal';
import type { ContactUser } from '@portal/shell/contact/contact-dialog';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@portal/shell/styles/user-menu.css';

/**
 * The contact dialog carries a form (the form kit and zod): its code comes when the visitor reaches for the button
 * (pointer over it, focus) or opens it, never with the page's first view (decision 0058).
 */
const contactDialog = lazyPart(() => import('@portal/shell/contact/contact-dialog'));

function preloadContactDialog() {
  void contactDialog.preload();
  void preloadModal();
}

/**
 * The header's contact button and dialog, on every intranet page (also for visitors on /login); the signed-in
 * `user`'s name and e-mail fill the form.
 */
export function ContactButton({ user }: { user: ContactUser | null }) {
  const { t } = useTranslation('library');
  const [open, setOpen] = useState(false);
  const loaded = contactDialog.useLoaded();
  useEffect(() => {
    if (open && !loaded) contactDialog.load().catch(handleError);
  }, [open, loaded]);
  return (
    <>
      <button
        type="button"
        className="header-icon-button"
        aria-label={t('contact.button')}
        title={t('contact.button')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadContactDialog}
        onFocus={preloadContactDialog}
      >
        <HelpIcon />
      </button>
      {loaded && <loaded.ContactDialog open={open} onOpenChange={setOpen} user={user} />}
    </>
  );
}
