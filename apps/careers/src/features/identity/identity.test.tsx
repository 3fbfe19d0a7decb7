import { sendJson, serveApiPerTest, type TestServer } from '@portal/shell/test/test-server';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRouter } from '#careers/test/render-router';
import { RegisterPage } from './components/register-page';

const USER_ID = '6f1c2a34-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, { ns: 'careers', ...params });
const msg = (key: string) => i18next.t(key, { ns: 'common' });

/** What the token endpoints answer. */
const TOKENS = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 };
/** The candidate the session endpoints answer with. */
const CANDIDATE = { name: 'Ana Souza', email: 'a@b.c' };

const serve = serveApiPerTest();
let server: TestServer;
let resendAfter = 60;

beforeEach(async () => {
  resendAfter = 60;
  server = await serve((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/curriculum/candidates/v1/exist-candidate-register') {
      const email = new URL(request.url, 'http://x').searchParams.get('email');
      return sendJson(response, 200, { exists: email === 'taken@example.com' });
    }
    if (path === '/api/users/registration/v1' && request.method === 'POST')
      return sendJson(response, 201, { user_id: USER_ID });
    if (path === '/api/users/registration/v1/confirmation/send-changed')
      return sendJson(response, 200, { resend_after: resendAfter, expires_in_minutes: 15 });
    if (path === '/api/users/registration/v1/confirmation/confirm-changed') {
      const body = JSON.parse(request.body) as { confirmation_code: string };
      if (body.confirmation_code !== '123456')
        return sendJson(
          response,
          400,
          { title: 'Erro', detail: 'O código de confirmação está incorreto.', status: 400 },
          'application/problem+json',
        );
      return sendJson(response, 200, TOKENS);
    }
    if (path === '/api/auth/auth/v1/token') {
      const basic = atob((request.headers.authorization ?? '').replace(/^Basic /, ''));
      if (basic.startsWith('pending@example.com:'))
        return sendJson(
          response,
          403,
          {
            title: 'E-mail não confirmado',
            detail: 'Confirme seu e-mail para entrar. Enviaremos um código para o seu endereço.',
            status: 403,
            code: 'email_not_confirmed',
            user_id: USER_ID,
          },
          'application/problem+json',
        );
      return sendJson(response, 200, TOKENS);
    }
    if (path === '/api/curriculum/candidates/v1/update-last-access-date') {
      response.writeHead(204).end();
      return;
    }
    if (path === '/api/curriculum/candidates/v1/user')
      return sendJson(response, 200, { ...CANDIDATE, finished: true, seenPrivacyPolicy: false });
    if (path === '/api/curriculum/candidates/v1/update-privacy-policy-indicator')
      return sendJson(response, 200, { ...CANDIDATE, finished: false, seenPrivacyPolicy: true });
    sendJson(response, 404, {});
  });
});

const DOCUMENTS = { privacyPolicy: <p>Texto da política</p>, termsOfUse: <p>Texto dos termos</p> };

function renderRegister(documents = async () => DOCUMENTS) {
  const router = createMemoryRouter(
    [
      { path: '/register', element: <RegisterPage documents={documents} /> },
      { path: '/vagas/:id', element: <h1>Vaga</h1> },
    ],
    { initialEntries: ['/register?next=/vagas/7'] },
  );
  renderRouter(router);
}

/** The step whose heading is `name` has appeared, and its heading took the focus (what a screen reader announces). */
async function expectFocusedHeading(name: string, timeout?: number) {
  const heading = await screen.findByRole('heading', { name }, timeout ? { timeout } : undefined);
  await waitFor(() => expect(heading).toHaveFocus());
}

/** Opens the sign-in step from screen 3 and signs in as `email` (the test server's one password). */
async function signInAs(email: string) {
  renderRegister();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: t('register.identity.signIn') }));
  await expectFocusedHeading(t('register.signIn.title'), 3000);
  await user.type(screen.getByLabelText(t('register.identity.email')), email);
  await user.type(screen.getByLabelText(t('register.signIn.password')), 'Carreira-Nova-2026!');
  await user.click(screen.getByRole('button', { name: t('register.signIn.submit') }));
  return user;
}

async function fillIdentity(name: string, email: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(t('register.identity.name')));
  await user.type(screen.getByLabelText(t('register.identity.name')), name);
  await user.clear(screen.getByLabelText(t('register.identity.email')));
  await user.type(screen.getByLabelText(t('register.identity.email')), email);
  await user.click(screen.getByRole('button', { name: t('register.identity.submit') }));
  return user;
}

describe('screen 3: full name and e-mail', () => {
  it('asks for the full name and tells when the address is in use (asked of the server)', async () => {
    renderRegister();
    // The fields' group (it disables them together while the next step loads) is named by its legend: the heading.
    const group = screen.getByRole('group', { name: t('register.identity.title') });
    expect(within(group).getByLabelText(t('register.identity.name'))).toBeInTheDocument();
    for (const fieldset of document.querySelectorAll('fieldset'))
      expect(fieldset.querySelector(':scope > legend')).not.toBeNull();
    await fillIdentity('Ana', 'ana@example.com');
    expect(await screen.findByText(msg('validation.fullNameRequired'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('register.identity.name'))).toHaveAttribute('aria-invalid', 'true');
    expect(server.requestsTo('/api/curriculum/candidates/v1/exist-candidate-register')).toHaveLength(0);

    // An address with an account goes to the password step, which says why (decision 0041).
    await fillIdentity('Ana Souza', 'taken@example.com');
    await expectFocusedHeading(t('register.signIn.title'));
    expect(screen.getByRole('note')).toHaveTextContent(msg('validation.emailInUse'));
    expect(screen.getByLabelText(t('register.identity.email'))).toHaveValue('taken@example.com');
    // The notice is about that address: another one typed, it goes.
    await userEvent.type(screen.getByLabelText(t('register.identity.email')), 'x');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('the link for existing accounts opens the password step in "enter your password" mode', async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('register.identity.signIn') }));
    await expectFocusedHeading(t('register.signIn.title'), 3000);
    expect(screen.queryByLabelText(t('register.password.confirmation'))).not.toBeInTheDocument();
  });

  it('takes no typing while the sign-in step loads, and hands it the address typed before', async () => {
    const waiting: Array<(documents: typeof DOCUMENTS) => void> = [];
    renderRegister(() => new Promise((resolve) => waiting.push(resolve)));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(t('register.identity.email')), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: t('register.identity.signIn') }));

    // Until the next step shows, the first step's fields and buttons are disabled and the form says it is busy.
    const email = screen.getByLabelText(t('register.identity.email'));
    expect(email).toBeDisabled();
    expect(screen.getByRole('button', { name: t('register.identity.submit') })).toBeDisabled();
    expect(email.closest('form')).toHaveAttribute('aria-busy', 'true');
    await user.type(email, 'x');
    expect(email).toHaveValue('ana@example.com');

    expect(waiting.length).toBeGreaterThan(0);
    for (const arrive of waiting) arrive(DOCUMENTS);
    await expectFocusedHeading(t('register.signIn.title'), 3000);
    expect(screen.getByLabelText(t('register.identity.email'))).toHaveValue('ana@example.com');
    expect(screen.getByLabelText(t('register.identity.email'))).toBeEnabled();
  });
});

describe('screens 4 to 7: a new account', () => {
  it('walks password, policies and code with the spec messages, then shows the introduction', async () => {
    renderRegister();
    const user = await fillIdentity('Ana Souza', 'ana@example.com');

    // Screen 4: the live criteria and the rules.
    await expectFocusedHeading(t('register.password.title'));
    await user.click(screen.getByRole('button', { name: t('register.continue') }));
    expect(await screen.findByText(msg('validation.passwordRequired'))).toBeInTheDocument();
    const criterion = (key: string, params?: Record<string, unknown>) =>
      screen
        .getByText(i18next.t(`passwordRecovery.criteria.${key}`, { ns: 'library', ...params }))
        .closest('li')!;
    expect(criterion('minLength', { min: 15 })).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText(t('register.password.password')), 'ana-SOUZA-2026-xx');
    expect(criterion('minLength', { min: 15 })).toHaveAttribute('data-met', 'true');
    expect(criterion('notContainName')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText(t('register.password.confirmation')), 'other');
    await user.click(screen.getByRole('button', { name: t('register.continue') }));
    expect(await screen.findByText(msg('validation.passwordContainsName'))).toBeInTheDocument();
    expect(screen.getByText(msg('validation.passwordsMustMatch'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t('register.password.password')));
    await user.type(screen.getByLabelText(t('register.password.password')), 'Carreira-Nova-2026!');
    await user.clear(screen.getByLabelText(t('register.password.confirmation')));
    await user.type(screen.getByLabelText(t('register.password.confirmation')), 'Carreira-Nova-2026!');
    await user.click(screen.getByRole('button', { name: t('register.continue') }));

    // Screen 5: both consents are required.
    await screen.findByRole('heading', { name: t('register.policies.title') });
    expect(screen.getByRole('region', { name: t('register.policies.privacyPolicy') })).toHaveTextContent(
      'Texto da política',
    );
    // The button says where it leads: the e-mailed code (screen 6), not the resume.
    expect(screen.getByRole('button', { name: t('register.policies.submit') })).toHaveTextContent(
      'Continuar e receber o código',
    );
    await user.click(screen.getByRole('button', { name: t('register.policies.submit') }));
    // Each refusal names its own consent: the terms, and the data storage.
    const privacyBox = screen.getByRole('checkbox', { name: /política de privacidade/ });
    const storageBox = screen.getByRole('checkbox', { name: /armazenados por 61 meses/ });
    await waitFor(() =>
      expect(privacyBox).toHaveAccessibleDescription(
        expect.stringContaining(msg('validation.termsRequired')),
      ),
    );
    expect(storageBox).toHaveAccessibleDescription(
      expect.stringContaining('É preciso concordar com o armazenamento dos seus dados'),
    );
    expect(screen.getAllByText(msg('validation.termsRequired'))).toHaveLength(1);
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: t('register.policies.submit') }));

    // Screen 6: the account was created with the consents and the language; the code was sent.
    await screen.findByRole('heading', { name: t('register.confirm.title') });
    const [created] = server.requestsTo('/api/users/registration/v1');
    expect(JSON.parse(created!.body)).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'Carreira-Nova-2026!',
      privacy_policy_consent: true,
      data_storage_consent: true,
      language: 'pt-BR',
    });
    const sent = server.requestsTo('/api/users/registration/v1/confirmation/send-changed');
    expect(new URL(sent[0]!.url, 'http://x').searchParams.get('user_id')).toBe(USER_ID);
    expect(screen.getByRole('button', { name: /^Reenviar em \d+\u00a0s$/ })).toBeDisabled();

    await user.type(screen.getByLabelText(t('register.confirm.code')), '654321');
    await user.click(screen.getByRole('button', { name: t('register.confirm.submit') }));
    expect(await screen.findByText('O código de confirmação está incorreto.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(t('register.confirm.code')));
    await user.type(screen.getByLabelText(t('register.confirm.code')), '123456');
    await user.click(screen.getByRole('button', { name: t('register.confirm.submit') }));

    // Screen 7, and the privacy policy acknowledgement recorded.
    await expectFocusedHeading(t('register.welcome.title'), 3000);
    expect(screen.getByText(t('register.welcome.text', { minutes: 15 }))).toBeInTheDocument();
    expect(server.requestsTo('/api/curriculum/candidates/v1/update-privacy-policy-indicator')).toHaveLength(
      1,
    );
  });

  it("resend says 'A new confirmation code was sent to your email address'", async () => {
    resendAfter = 0;
    renderRegister();
    const user = await fillIdentity('Ana Souza', 'ana@example.com');
    await screen.findByRole('heading', { name: t('register.password.title') });
    await user.type(screen.getByLabelText(t('register.password.password')), 'Carreira-Nova-2026!');
    await user.type(screen.getByLabelText(t('register.password.confirmation')), 'Carreira-Nova-2026!');
    await user.click(screen.getByRole('button', { name: t('register.continue') }));
    await screen.findByRole('heading', { name: t('register.policies.title') });
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: t('register.policies.submit') }));
    await screen.findByRole('heading', { name: t('register.confirm.title') });
    await user.click(screen.getByRole('button', { name: t('register.confirm.resend') }));
    expect(await screen.findByRole('status')).toHaveTextContent(t('register.confirm.resent'));
    expect(
      within(screen.getByRole('status')).getByText(/Um novo código de confirmação foi enviado/),
    ).toBeVisible();
    expect(server.requestsTo('/api/users/registration/v1/confirmation/send-changed')).toHaveLength(2);
  });
});

describe('screen 4: an existing account', () => {
  it('signs in, asks to acknowledge the updated privacy policy when not seen, then goes to `next`', async () => {
    const user = await signInAs('ana@example.com');
    await waitFor(() => expect(server.requestsTo('/api/auth/auth/v1/token')).toHaveLength(1));
    const [token] = server.requestsTo('/api/auth/auth/v1/token');
    expect(token!.headers.authorization).toBe(`Basic ${btoa('ana@example.com:Carreira-Nova-2026!')}`);
    await expectFocusedHeading(t('register.policies.title'), 3000);
    expect(server.requestsTo('/api/curriculum/candidates/v1/update-last-access-date')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t('register.policies.acknowledge') }));
    expect(await screen.findByRole('heading', { name: 'Vaga' }, { timeout: 3000 })).toBeInTheDocument();
    expect(server.requestsTo('/api/curriculum/candidates/v1/update-privacy-policy-indicator')).toHaveLength(
      1,
    );
  });
});

describe('no dead end at sign-in', () => {
  it('an account whose e-mail was never confirmed is offered a code and goes on to the confirmation', async () => {
    const user = await signInAs('pending@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Confirme seu e-mail para entrar.');
    await user.click(within(alert).getByRole('button', { name: t('register.signIn.sendCode') }));
    await screen.findByRole('heading', { name: t('register.confirm.title') });
    const [sent] = server.requestsTo('/api/users/registration/v1/confirmation/send-changed');
    const query = new URL(sent!.url, 'http://x').searchParams;
    expect(query.get('user_id')).toBe(USER_ID);
    expect(query.get('user_email')).toBe('pending@example.com');
    expect(screen.getByText(/pending@example.com/)).toBeInTheDocument();
  });

  it("'Esqueci minha senha' opens the recovery flow with the address typed so far", async () => {
    renderRegister();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t('register.identity.signIn') }));
    await user.type(screen.getByLabelText(t('register.identity.email')), 'ana@example.com');
    await user.click(
      screen.getByRole('button', { name: i18next.t('passwordRecovery.link', { ns: 'library' }) }),
    );
    await expectFocusedHeading(i18next.t('passwordRecovery.email.title', { ns: 'library' }));
    expect(screen.getByLabelText(i18next.t('passwordRecovery.email.label', { ns: 'library' }))).toHaveValue(
      'ana@example.com',
    );
  });
});
