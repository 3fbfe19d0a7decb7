import { ApiError } from '@portal/shell/api/api-error';
import { notifySessionChanged, useHasSession } from '@portal/shell/api/session';
import { subscribeAuthEvents } from '@portal/shell/auth/auth-channel';
import { AccountMenu } from '@portal/shell/auth/user-menu';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import type { DialogProps } from '@portal/shell/components/use-lazy-dialog';
import { useNavigate } from '@portal/shell/navigation/navigation';
import { showToast } from '@portal/shell/toast/toast-store';
import { Fragment, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount } from '../api/delete-account';
import { downloadMyData } from '../api/download-my-data';
import { useCandidateUser } from '../api/get-candidate-user';
import { recordSessionStart } from '../api/sign-in-candidate';
import { signOutCandidate } from '../api/sign-out-candidate';

const SESSION_START_KEY = 'careers.sessionStarted';

/**
 * An entry another feature adds to the account menu (composed by the app): its label and the dialog it opens. The
 * dialog is rendered once first opened and kept, so it can close with its animation and give the focus back.
 */
export interface AccountMenuEntry {
  id: string;
  label: string;
  dialog: (props: Pick<DialogProps, 'open' | 'onOpenChange'>) => ReactNode;
}

/**
 * Screen 10, in the careers header: the signed-in candidate's account menu: 'Download my data' (LGPD), delete
 * account (after a confirmation dialog) and sign out, after the `entries` of other features. Nothing shows without
 * a session.
 */
export function AccountMenuDropdown({ entries = [] }: { entries?: AccountMenuEntry[] }) {
  const { t } = useTranslation('careers');
  const navigate = useNavigate();
  const session = useHasSession();
  const { data: user, mutate } = useCandidateUser(session);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [openEntry, setOpenEntry] = useState<string | null>(null);
  const [usedEntries, setUsedEntries] = useState<string[]>([]);
  const openEntryDialog = (id: string) => {
    setUsedEntries((used) => (used.includes(id) ? used : [...used, id]));
    setOpenEntry(id);
  };

  // Other tabs: a sign-in or sign-out there changes this page too (spec §4, channel 'auth').
  useEffect(
    () =>
      subscribeAuthEvents((event) => {
        notifySessionChanged();
        if (event === 'signOut') navigate('/register');
        else void mutate();
      }),
    [navigate, mutate],
  );

  // A session restored on page load is a session start: record it once per browser session.
  useEffect(() => {
    if (!session || !user) return;
    try {
      if (sessionStorage.getItem(SESSION_START_KEY)) return;
      sessionStorage.setItem(SESSION_START_KEY, '1');
    } catch {
      // Without storage, record it on every load.
    }
    void recordSessionStart();
  }, [session, user]);

  if (!session || !user) return null;

  const failed = (error: unknown) =>
    showToast({
      type: 'error',
      title: error instanceof ApiError ? error.title : t('account.errorTitle'),
      description: error instanceof ApiError ? error.description : t('register.failure'),
    });

  async function signOut() {
    await signOutCandidate();
    try {
      sessionStorage.removeItem(SESSION_START_KEY);
    } catch {
      // nothing to forget
    }
    navigate('/register');
  }

  async function confirmDelete() {
    setBusy(true);
    try {
      await deleteAccount();
      setConfirming(false);
      showToast({
        type: 'success',
        title: t('account.deleted.title'),
        description: t('account.deleted.text'),
      });
      navigate('/');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <AccountMenu
        user={user}
        label={t('account.menu', { name: user.name })}
        actions={[
          ...entries.map((entry) => ({
            key: entry.id,
            label: entry.label,
            onSelect: () => openEntryDialog(entry.id),
          })),
          { key: 'download', label: t('account.download'), onSelect: () => downloadMyData().catch(failed) },
          { key: 'delete', label: t('account.delete'), onSelect: () => setConfirming(true) },
          { key: 'sign-out', label: t('account.signOut'), onSelect: () => void signOut() },
        ]}
      />
      {entries
        .filter((entry) => usedEntries.includes(entry.id))
        .map((entry) => (
          <Fragment key={entry.id}>
            {entry.dialog({
              open: openEntry === entry.id,
              onOpenChange: (open) => setOpenEntry(open ? entry.id : null),
            })}
          </Fragment>
        ))}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('account.confirmDelete.title')}
        description={t('account.confirmDelete.text')}
        confirmLabel={t('account.confirmDelete.confirm')}
        cancelLabel={t('account.confirmDelete.cancel')}
        onConfirm={confirmDelete}
        busy={busy}
        danger
      />
    </>
  );
}
