import type { VacancyStatus } from '@portal/contracts/recruiting';
import { Button } from '@portal/shell/components/button';
import { Link } from '@portal/shell/navigation/navigation';
import type { BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { duplicateVacancyPath } from '#intranet/kit/recruiting/recruiting-access';
import type { VacancyAction } from './use-vacancy-editor';

/** The lifecycle move each status offers, with its button's look. */
const MOVES: Record<
  VacancyStatus,
  { action: Exclude<VacancyAction, 'save'>; variant: 'secondary' | 'danger' }
> = {
  draft: { action: 'publish', variant: 'secondary' },
  published: { action: 'close', variant: 'danger' },
  closed: { action: 'reopen', variant: 'secondary' },
};

/**
 * The editor's buttons: save (the form's submit), the lifecycle move of the vacancy's status, the preview and,
 * for a saved vacancy, 'Duplicate' (refused while there are unsaved edits: a copy is made of the saved vacancy).
 */
export function VacancyEditorActions({
  status,
  savedId,
  busy,
  dirty,
  run,
  onPreview,
  onDuplicateRefused,
}: {
  status: VacancyStatus;
  /** The vacancy's id once saved. */
  savedId: number | undefined;
  busy: VacancyAction | null;
  dirty: boolean;
  run: (action: VacancyAction) => (event?: BaseSyntheticEvent) => Promise<void>;
  onPreview: () => void;
  onDuplicateRefused: () => void;
}) {
  const { t } = useTranslation('intranet');
  const move = MOVES[status];
  return (
    <div className="form-actions recruiting__actions">
      <Button type="submit" loading={busy === 'save'} disabled={busy !== null}>
        {t('recruiting.editor.save')}
      </Button>
      {/* One button per move (a new one when the status changes, as each move is its own action). */}
      <Button
        key={move.action}
        variant={move.variant}
        loading={busy === move.action}
        disabled={busy !== null}
        onClick={run(move.action)}
      >
        {t(`recruiting.editor.${move.action}`)}
      </Button>
      <Button variant="secondary" onClick={onPreview}>
        {t('recruiting.editor.preview')}
      </Button>
      {savedId ? (
        <Link
          className="button button--secondary"
          to={duplicateVacancyPath(savedId)}
          onClick={(event) => {
            if (!dirty) return;
            event.preventDefault();
            onDuplicateRefused();
          }}
        >
          <span className="button__label">{t('recruiting.editor.duplicate')}</span>
        </Link>
      ) : null}
    </div>
  );
}
