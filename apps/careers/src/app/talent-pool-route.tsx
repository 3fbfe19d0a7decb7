import { TalentPoolPage } from '#careers/features/talent-pool/components/talent-pool-page';
import { RequireCandidate } from './require-candidate';

/** /banco-de-talentos: the talent pool choice, for a signed-in candidate (a visitor signs in or registers first). */
export function TalentPoolRoute() {
  return (
    <RequireCandidate>
      <TalentPoolPage />
    </RequireCandidate>
  );
}
