import { RESUME_MINUTES } from '@portal/contracts/constants';
import { Button } from '@portal/shell/components/button';
import { useTranslation } from 'react-i18next';
import { StepHeading } from './step-heading';

/** Screen 7: 'Your account was created successfully', about 15 minutes, go to resume. */
export function WelcomeStep({ focus, onGoToResume }: { focus: boolean; onGoToResume: () => void }) {
  const { t } = useTranslation('careers');
  return (
    <div className="identity-step identity-step--centered">
      <StepHeading focus={focus}>{t('register.welcome.title')}</StepHeading>
      <p>{t('register.welcome.text', { minutes: RESUME_MINUTES })}</p>
      <div className="form-actions">
        <Button onClick={onGoToResume}>{t('register.welcome.goToResume')}</Button>
      </div>
    </div>
  );
}
