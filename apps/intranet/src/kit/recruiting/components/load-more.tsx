import { Button } from '@portal/shell/components/button';
import { StateMessage } from '@portal/shell/components/state-message';
import { useTranslation } from 'react-i18next';

/** What a keyset list tells its 'Load more' footer. */
export interface MoreOfList {
  nextCursor: string | null;
  loadingMore: boolean;
  moreError: boolean;
  loadMore: () => void;
}

/**
 * The foot of a list read a page at a time (the applicants, the talent pool): why the next page did not come, and
 * the button that asks for it while there is one (disabled while the first page is being made again).
 */
export function LoadMore({ list, stale, failure }: { list: MoreOfList; stale: boolean; failure: string }) {
  const { t } = useTranslation('intranet');
  return (
    <>
      {list.moreError ? (
        <StateMessage block="recruiting__state" failed>
          {failure}
        </StateMessage>
      ) : null}
      {list.nextCursor ? (
        <div className="recruiting__more">
          <Button variant="secondary" loading={list.loadingMore} disabled={stale} onClick={list.loadMore}>
            {t('recruiting.applicants.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
