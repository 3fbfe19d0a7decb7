/**
 * The register page's steps after the first (screens 4-7, sign-in, recovery, the policy acknowledgement): one chunk
 * the page fetches when the person starts on the first step or moves on, so the page's first view carries only the
 * first step (decision 0068).
 */
export { ForgotPassword } from '@portal/shell/password/forgot-password';
export { completeRecoverySignIn } from '../api/sign-in-candidate';
export { ConfirmEmailStep } from './confirm-email-step';
export { PasswordStep } from './password-step';
export { PoliciesStep, PolicyAcknowledgementStep } from './policies-step';
export { SignInStep } from './sign-in-step';
export { WelcomeStep } from './welcome-step';
