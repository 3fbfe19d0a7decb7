import { Button } from '@portal/shell/components/button';
import { ConfirmDialog } from '@portal/shell/components/confirm-dialog';
import { showToast } from '@portal/shell/toast/toast-store';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { removeEntry } from '../api/resume-api';
import { FormAlert } from './field';
import { useSaveError } from './use-save-error';

/** The saved entries of a list section, each with a delete button that asks first. */
export function EntryList<T extends { id: number }>({
  path,
  entries,
  describe,
  onRemoved,
  label,
}: {
  path: string;
  entries: readonly T[] | undefined;
  describe: (entry: T) => { title: string; details: ReactNode };
  onRemoved: () => Promise<unknown>;
  label: string;
}) {
  const { t } = useTranslation('careers');
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const failure = useSaveError();

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    failure.clear();
    try {
      await removeEntry(path, pending.id);
      await onRemoved();
      showToast({ type: 'success', title: t('resume.removed') });
    } catch (error) {
      failure.fail(error);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <>
      <FormAlert message={failure.message} />
      {entries?.length ? (
        <ul className="resume__entries" aria-label={label}>
          {entries.map((entry) => {
            const { title, details } = describe(entry);
            return (
              <li key={entry.id} className="resume__entry">
                <div>
                  <p className="resume__entry-title">{title}</p>
                  <p className="resume__entry-details">{details}</p>
                </div>
                <Button
                  variant="ghost"
                  onClick={() => setPending(entry)}
                  aria-label={`${t('resume.delete')}: ${title}`}
                >
                  {t('resume.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="resume__empty">{t('resume.noEntries')}</p>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={t('resume.deleteTitle')}
        description={pending ? describe(pending).title : undefined}
        confirmLabel={t('resume.delete')}
        cancelLabel={t('resume.cancel')}
        onConfirm={confirm}
        busy={busy}
        danger
      />
    </>
  );
}
