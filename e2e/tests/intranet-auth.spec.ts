import { LOCALE_COOKIE, type Locale } from '@portal/contracts/locales';
import { expectNoSeriousViolations } from '../support/axe';
import {
  apiErrorLine,
  DEMO_ADMIN,
  DEMO_CPF,
  expect,
  loginPage,
  SESSION_COOKIES,
  signOutThroughMenu,
  test,
  userMenu,
} from '../support/intranet';
import { text } from '../support/locales';

/** An intranet page's own <title>: its heading and the portal's name. */
const pageTitle = (lng: Locale, key: string) =>
  text(lng, 'intranet', 'documentTitle', { page: text(lng, 'intranet', key) });

const sessionCookieNames = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies()).map((c) => c.name).filter((name) => SESSION_COOKIES.includes(name));

test.describe('intranet sign-in by e-mail', () => {
  // A refused sign-in answers 401, which Chromium logs.
  test.use({ expectedConsoleErrors: [apiErrorLine('/api/auth/auth/v1/token', 401)] });
  test('a visitor of /notifications signs in at /login, comes back, and signs out again', async ({
    page,
    context,
  }) => {
    await page.goto('/notifications');
    await expect(page).toHaveURL(/\/login\?target=%2Fnotifications$/);
    const login = loginPage(page);
    await expect(login.heading).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('pt-BR', 'login.title'));
    // OpenID Connect is configured on the e2e server: the copy names the Microsoft account.
    await expect(page.getByText(text('pt-BR', 'intranet', 'login.introWithMicrosoft'))).toBeVisible();
    await test.step('axe on /login', () => expectNoSeriousViolations(page));

    // A wrong password: signed out, and the page says why.
    await login.signInWithEmail(DEMO_ADMIN.email, 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: text('pt-BR', 'common', 'errors.invalidCredentials') }),
    ).toBeVisible();
    expect(await sessionCookieNames(context)).toEqual([]);

    await login.password.fill(DEMO_ADMIN.password);
    await login.emailSubmit.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('pt-BR', 'intranet', 'notificationsPage.title'),
    );
    await expect(page).toHaveTitle(pageTitle('pt-BR', 'notificationsPage.title'));
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'login_type')?.value).toBe('email');
    expect(cookies.find((c) => c.name === 'access_token')?.httpOnly).toBe(true);
    // The avatar shows the user's initials.
    await expect(userMenu(page, DEMO_ADMIN.name)).toHaveText('AA');
    expect(await page.evaluate(() => localStorage.getItem('portal.user'))).toContain(DEMO_ADMIN.name);

    // A reload restores the session from its cookie.
    await page.reload();
    await expect(userMenu(page, DEMO_ADMIN.name)).toBeVisible();

    await signOutThroughMenu(page, DEMO_ADMIN.name);
    await expect(page).toHaveURL(/\/login$/);
    await expect(loginPage(page).heading).toBeVisible();
    expect(await sessionCookieNames(context)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('portal.user'))).toBeNull();
    // The session is over: the protected page sends the visitor to sign in again.
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?target=%2Fhome$/);
  });

  for (const lng of ['en-US', 'es-ES'] as Locale[]) {
    test(`signs in and out in ${lng}`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
      await page.goto('/login');
      const login = loginPage(page, lng);
      await expect(login.heading).toBeVisible();
      await login.signInWithEmail(DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(lng, 'intranet', 'home.title'));
      await expect(page).toHaveTitle(pageTitle(lng, 'home.title'));
      await expect(
        page.getByText(text(lng, 'intranet', 'home.greeting', { name: DEMO_ADMIN.name })),
      ).toBeVisible();
      await signOutThroughMenu(page, DEMO_ADMIN.name, lng);
      await expect(loginPage(page, lng).heading).toBeVisible();
    });
  }
});

test.describe('each intranet page names itself in the HTML the server sends', () => {
  // What crawlers and checkers read, before any script runs.
  test.use({ javaScriptEnabled: false });
  test('/login, /home, /notifications and /privacidade, in pt-BR and en-US', async ({
    page,
    context,
    baseURL,
  }) => {
    const pages = [
      ['/login', 'login.title'],
      ['/home', 'home.title'],
      ['/notifications', 'notificationsPage.title'],
      ['/privacidade', 'privacy.title'],
    ] as const;
    for (const lng of ['pt-BR', 'en-US'] as Locale[]) {
      if (lng !== 'pt-BR') await context.addCookies([{ name: LOCALE_COOKIE, value: lng, url: baseURL! }]);
      for (const [path, key] of pages) {
        await page.goto(path);
        await expect(page).toHaveTitle(pageTitle(lng, key));
        await expect(page.locator('html')).toHaveAttribute('lang', lng);
      }
    }
  });
});

test.describe('intranet sign-in by CPF', () => {
  test.use({ expectedConsoleErrors: [apiErrorLine('/api/auth/auth/v1/token', 401)] });
  test('CPF and company sign in; a refused attempt signs out without a toast and says why under the form', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    const login = loginPage(page);
    await login.cpfTab.click();
    // Digits only, at a person's pace: the mask puts the dots and the dash. (The mask library drops keys sent with
    // no pause at all between them, faster than any person types.)
    await login.cpf.pressSequentially('52998224725', { delay: 30 });
    await expect(login.cpf).toHaveValue(DEMO_CPF.cpf);
    // A company the CPF does not belong to: signed out (no toast), still on the login page, and told why.
    await login.company.fill('2');
    await login.cpfSubmit.click();
    const refusal = login.cpfForm.getByRole('alert');
    await expect(refusal).toHaveText(text('pt-BR', 'common', 'errors.cpfSignInRefused'));
    await expect(refusal).toBeFocused();
    await expect(login.cpfSubmit).toBeEnabled();
    await expect(page.locator('.toast')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    expect(await sessionCookieNames(context)).toEqual([]);
    await test.step('axe with the refusal shown', () => expectNoSeriousViolations(page));

    await login.company.fill(DEMO_CPF.company);
    await login.cpfSubmit.click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(userMenu(page, DEMO_CPF.name)).toHaveText('CO');
    expect((await context.cookies()).find((c) => c.name === 'login_type')?.value).toBe('cpf');
    // Without a password there is nothing to change: the account menu offers sign-out only.
    await userMenu(page, DEMO_CPF.name).click();
    await expect(page.getByRole('menuitem')).toHaveText([text('pt-BR', 'library', 'auth.userMenu.signOut')]);
    await page.keyboard.press('Escape');
  });
});

test.describe('the auth channel between pages', () => {
  test('two pages in one context: signing in in one sends the other home, signing out in one signs out the other', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/login');
    await second.goto('/login');
    await expect(loginPage(second).heading).toBeVisible();

    await loginPage(first).signInWithEmail(DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(first).toHaveURL(/\/home$/);
    // The other page hears 'signIn' and goes to /home.
    await expect(second).toHaveURL(/\/home$/);
    await expect(userMenu(second, DEMO_ADMIN.name)).toBeVisible();

    await second.goto('/notifications');
    await expect(second.getByRole('heading', { level: 1 })).toHaveText(
      text('pt-BR', 'intranet', 'notificationsPage.title'),
    );
    await signOutThroughMenu(first, DEMO_ADMIN.name);
    await expect(first).toHaveURL(/\/login$/);
    // The other page hears 'signOut': the user is cleared and it goes to the login page.
    await expect(second).toHaveURL(/\/login$/);
    await expect(loginPage(second).heading).toBeVisible();
    await expect(userMenu(second, DEMO_ADMIN.name)).toHaveCount(0);
  });
});

test.describe("'Sign in with Microsoft'", () => {
  test('signs the employee in through a real OpenID Connect provider and comes back to the target', async ({
    page,
    context,
  }) => {
    // The provider's development pages import a web font; this machine has no Internet.
    await page.route('https://fonts.googleapis.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
    );
    await page.goto('/login?target=%2Fnotifications');
    const login = loginPage(page);
    await expect(login.microsoft).toBeVisible();
    await login.microsoft.click();

    // At the provider: its own login form.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill(DEMO_ADMIN.email);
    await page.locator('input[name="password"]').fill('whatever the provider asks');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    await expect(page).toHaveURL(/\/notifications$/);
    await expect(userMenu(page, DEMO_ADMIN.name)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'login_type')?.value).toBe('azure');
  });
});
