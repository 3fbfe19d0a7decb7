import type { Locale } from '@portal/contracts/locales';
import { registerThroughApi, requestToken } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { escapeRegExp, openRegisterPage } from '../support/careers';
import { ownClientAddress } from '../support/client-address';
import { expect, test } from '../support/fixtures';
import { apiErrorLine } from '../support/intranet';
import { text } from '../support/locales';
import { confirmationCode, mailsTo } from '../support/mail';
import {
  expectNoHorizontalOverflow,
  expectTapTargetsAtLeast24px,
  typeDigits,
  typeLikeAPhone,
  useLanguage,
} from '../support/phone';
import { recoveryFlow } from '../support/shell';

/**
 * Account recovery on a phone (decisions 0041 and 0082), typed as on an Android keypad: a mistyped code is refused
 * at the code step with the tries left and stays in the field; a second request within the cooldown mails nothing
 * and says when the next code can be sent; the right code leads to the new password, typed once shown with the
 * show-password toggle, and the person is signed in with it. The account is one the test makes.
 */

const OLD_PASSWORD = 'Senha-Antiga-Celular-2026!';
const NEW_PASSWORD = 'Senha-Nova-No-Celular-2026!';

// The wrong code's answer (400, checked at the code step) is logged by the browser as a failed load.
test.use({ expectedConsoleErrors: [apiErrorLine('/api/users/password/v1/verify', 400)] });

/** The 6-digit mails sent to `email` so far (the sign-up's confirmation, then each recovery code). */
const codeMails = (email: string) => mailsTo(email).filter((mail) => /\b\d{6}\b/.test(mail.text)).length;

/**
 * A pattern of a sentence written with 99 seconds that matches it with any count of seconds from 1 to 60; a space
 * of any kind matches any other (the texts keep '58 s' together with a no-break space).
 */
const withSeconds = (sentence: string) =>
  escapeRegExp(sentence)
    .replace('99', '([1-9]|[1-5]\\d|60)')
    .replace(/\s+/g, () => '\\s+');

for (const lng of ['pt-BR', 'es-ES'] as const satisfies readonly Locale[]) {
  test(`${lng}: a mistyped recovery code, a second request within the cooldown, then the right code and a new password`, async ({
    page,
    context,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(90_000);
    const flow = recoveryFlow(page, lng);
    const { t, heading } = flow;
    const email = `recupera.celular.${lng.toLowerCase()}.${Date.now()}@example.com`;
    const name = lng === 'pt-BR' ? 'Rita Recupera' : 'Rosa Recupera';
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    await registerThroughApi(
      api,
      { name, email, password: OLD_PASSWORD, language: lng },
      { headers: ownClientAddress() },
    );
    await useLanguage(context, baseURL!, lng);

    // From the sign-in step's 'forgot my password', the address typed there carried over.
    await openRegisterPage(page, lng);
    await page.getByRole('button', { name: text(lng, 'careers', 'register.identity.signIn') }).tap();
    // The sign-in step is drawn once its script has come (the first step's fields take no typing meanwhile).
    await expect(page.getByLabel(text(lng, 'careers', 'register.signIn.password'))).toBeVisible();
    await typeLikeAPhone(page.getByLabel(text(lng, 'careers', 'register.identity.email')), email);
    await page.getByRole('button', { name: t('link') }).tap();
    await expect(heading('email.title')).toBeFocused();
    await expect(flow.email).toHaveValue(email);
    await flow.sendCode.tap();

    // The code step: a numeric keypad field; a wrong code typed key by key is refused there, the tries left said.
    await expect(heading('code.title')).toBeFocused();
    const code = await confirmationCode(email, 2);
    const wrong = code === '135790' ? '246802' : '135790';
    const codeField = flow.code;
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await typeDigits(codeField, wrong);
    const continueCode = flow.continueCode;
    await continueCode.tap();
    await expect(
      page.getByText(text(lng, 'common', 'errors.codeIncorrectTriesLeft_other', { count: 4 })),
    ).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await expect(codeField).toHaveValue(wrong);
    await expect(heading('password.title')).toHaveCount(0);
    // The resend button counts down on one line, and it and 'continue' fill the width one under the other: the
    // row does not change shape as the seconds tick, whatever the language.
    const resend = page.getByRole('button', {
      name: new RegExp(`^${withSeconds(text(lng, 'library', 'codeField.resendIn', { seconds: 99 }))}$`),
    });
    await expect(resend).toBeDisabled();
    const [resendBox, continueBox] = [await resend.boundingBox(), await continueCode.boundingBox()];
    expect(resendBox!.width).toBeCloseTo(continueBox!.width, 0);
    expect(resendBox!.height).toBeCloseTo(continueBox!.height, 0);
    expect(resendBox!.y + resendBox!.height).toBeLessThanOrEqual(continueBox!.y);
    await expectNoHorizontalOverflow(page, 'the code step with its error');
    await expectTapTargetsAtLeast24px(page);
    await expectNoSeriousViolations(page);

    // Asking again within the cooldown: no new mail, and the step says when the next code can be sent.
    await page.getByRole('button', { name: t('code.otherEmail') }).tap();
    await expect(flow.email).toHaveValue(email);
    await flow.sendCode.tap();
    await expect(page.getByRole('status').filter({ hasText: t('code.alreadySent') })).toBeVisible();
    await expect(resend).toBeDisabled();
    expect(codeMails(email), 'a second request within the cooldown mails nothing').toBe(2);

    // The right code, then the new password: shown once with the toggle, typed, and confirmed.
    await typeDigits(codeField, code);
    await expect(codeField).toHaveValue(code);
    await continueCode.tap();
    await expect(heading('password.title')).toBeFocused();
    const newPassword = flow.newPassword;
    const toggle = page.locator(`button[aria-controls="${await newPassword.getAttribute('id')}"]`);
    await expect(toggle).toHaveAccessibleName(text(lng, 'library', 'passwordToggle.show'));
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(newPassword).toHaveAttribute('type', 'text');
    await typeLikeAPhone(newPassword, NEW_PASSWORD);
    await expect(newPassword).toHaveValue(NEW_PASSWORD);
    const confirmation = flow.confirmation;
    await expect(confirmation).toHaveAttribute('type', 'password');
    await typeLikeAPhone(confirmation, NEW_PASSWORD);
    await flow.save.tap();
    await expect(heading('done.title')).toBeFocused();
    await flow.done.tap();

    // Signed in (the privacy policy was never acknowledged: the account was made through the API), with the new
    // password alone.
    await page.getByRole('button', { name: text(lng, 'careers', 'register.policies.acknowledge') }).tap();
    await expect(page).toHaveURL(/\/carreiras\/curriculo/);
    await expect(
      page.getByRole('button', { name: text(lng, 'careers', 'account.menu', { name }) }),
    ).toBeVisible();
    expect((await requestToken(api, email, NEW_PASSWORD)).status()).toBe(200);
    expect((await requestToken(api, email, OLD_PASSWORD)).status()).toBe(401);
    await api.dispose();
  });
}
