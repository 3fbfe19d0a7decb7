import { useTranslation } from 'react-i18next';
import { canSearchTalent } from '../recruiting-access';
import { PermissionGuard } from './recruiting-guard';
import './recruiting.css';
import './talent-pool.css';

/**
 * The talent pool screens: only with `recruiting.talent_pool` (decision 0073), which a recruiter may have without
 * the vacancies' permissions; otherwise a clear 'no access' page (the API answers 403 anyway).
 */
export function TalentGuard() {
  const { t } = useTranslation('intranet');
  return <PermissionGuard allow={canSearchTalent} text={t('recruiting.talent.noAccess')} />;
}
