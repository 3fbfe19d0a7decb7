import { useAuth } from '@portal/shell/auth/auth-provider';
import { PageHeader } from '@portal/shell/layout/page-header';
import { useDocumentTitle } from '@portal/shell/layout/use-document-title';
import { useNavigate } from '@portal/shell/navigation/navigation';
import { ForgotPassword } from '@portal/shell/password/forgot-password';
import { useTranslation } from 'react-i18next';
import './password-recovery-page.css';

/**
 * /password-recovery: 'Esqueci minha senha' of the login page (decision 0041). The shell's flow mails a
 * code and sets the new password; the server signs the person in, and 'Continue' opens /home.
 */
export function PasswordRecoveryPage() {
  const { t } = useTranslation('library');
  const { completeExternalSignIn } = useAuth();
  const navigate = useNavigate();
  const title = t('passwordRecovery.title');
  // The intranet's title, not the shell's default (the careers site's name).
  useDocumentTitle(t('intranet:documentTitle', { page: title }));

  return (
    <div className="password-recovery-page">
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('intranet:login.title'), href: '/login' }, { label: title }]}
        backTo="/login"
      />
      <div className="password-recovery-page__card">
        <ForgotPassword
          onDone={async () => {
            // The session cookies are set: load the user (an account without intranet access goes back to /login).
            if (!(await completeExternalSignIn('/home'))) navigate('/login', { replace: true });
          }}
          onCancel={() => navigate('/login')}
        />
      </div>
    </div>
  );
}
