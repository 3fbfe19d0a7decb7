import { useTranslation } from 'react-i18next';
import { PermissionGuard } from '#intranet/kit/recruiting/components/recruiting-guard';
import { canSearchTalent } from '#intranet/kit/recruiting/recruiting-access';
import '#intranet/kit/recruiting/components/recruiting.css';
import './talent-pool.css';

/**
 * The talent pool screens: only with `recruiting.talent_pool` (decision 0073), which a recruiter may have without
 * the vacancies' permissions; otherwise a clear 'no access' page (the API answers 403 anyway).
 */
export function TalentGuard() {
  const { t } = useTranslation('intranet');
  return <PermissionGuard allow={canSearchTalent} text={t('recruiting.talent.noAccess')} />;
}
