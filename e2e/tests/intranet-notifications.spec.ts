import type { Page } from '@playwright/test';
import { NOTIFICATIONS_PAGE_SIZE } from '@portal/contracts/constants';
import { CSRF_HEADER } from '../support/accounts';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_ADMIN, expect, test } from '../support/intranet';
import { namespaceText, text } from '../support/locales';

const t = (key: string, params?: Record<string, string | number>) => text('pt-BR', 'library', key, params);
const ti = namespaceText('pt-BR', 'intranet');

test.use({ signedInAs: 'admin' });

/** Another system notifies the administrator through the API (the administrator has the permission). */
async function notifyAdmin(page: Page, title: string, system = 'Qualidade') {
  const response = await page.request.post('/api/intranet/system/v1/notifications', {
    headers: CSRF_HEADER,
    data: {
      emails: [DEMO_ADMIN.email],
      system,
      title: { 'pt-BR': title, 'en-US': `${title} (en)` },
      text: 'Veja os detalhes.',
    },
  });
  expect(response.status()).toBe(201);
}

async function unreadCount(page: Page): Promise<number> {
  const response = await page.request.get('/api/intranet/user/v1/notifications/summary');
  return ((await response.json()) as { unread: number }).unread;
}

function bell(page: Page) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${t('notifications.bellLabel')}`) });
}

test.describe('notifications bell', () => {
  test('shows unread items; opening it marks them seen and refreshes', async ({ page }) => {
    await notifyAdmin(page, 'Auditoria interna marcada');
    await notifyAdmin(page, 'Nova norma de segurança', 'Segurança do Trabalho');
    await page.goto('/home');
    const unread = await unreadCount(page);
    expect(unread).toBeGreaterThanOrEqual(2);
    await expect(bell(page)).toHaveAccessibleName(
      t('notifications.bellLabelUnread_other', { count: unread }),
    );

    const visualize = page.waitForRequest((request) =>
      request.url().endsWith('/api/intranet/user/v1/notifications/visualize'),
    );
    await bell(page).click();
    const menu = page.getByRole('menu', { name: t('notifications.title') });
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    // The three newest, then 'see more'.
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText('Nova norma de segurança');
    await expect(items.first()).toContainText('Segurança do Trabalho');
    await expect(items.first()).toContainText(text('pt-BR', 'common', 'time.now'));
    await visualize;
    // Refreshed: nothing unread any more, on the server and in the bell.
    await expect(menu.getByText(`(${t('notifications.unread')})`)).toHaveCount(0);
    expect(await unreadCount(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName(t('notifications.bellLabel'));

    // 'See more' leads to the full page of the intranet.
    await bell(page).click();
    await page.getByRole('menuitem', { name: t('notifications.seeMore') }).click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test('a notification created through the API appears in the open page without a reload', async ({
    page,
  }) => {
    // The page opens its event stream before the notification is created.
    const stream = page.waitForResponse((response) => response.url().includes('/notifications/stream'));
    await page.goto('/home');
    await expect(bell(page)).toBeVisible();
    expect((await stream).status()).toBe(200);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    const title = `Aviso ao vivo ${Date.now()}`;
    await notifyAdmin(page, title, 'TI');
    await expect(bell(page)).toHaveAccessibleName(t('notifications.bellLabelUnread_one', { count: 1 }));
    await bell(page).click();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toContainText(title);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
  });
});

test.describe('notifications page', () => {
  test('lists every notification with paging; axe clean', async ({ page }) => {
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ti('notificationsPage.title'));
    const list = page
      .getByRole('main')
      .getByRole('list', { name: ti('notificationsPage.title') })
      .getByRole('listitem');
    await expect(list).toHaveCount(NOTIFICATIONS_PAGE_SIZE);
    const summary = await (await page.request.get('/api/intranet/user/v1/notifications/summary')).json();
    const pages = Math.ceil(summary.total / NOTIFICATIONS_PAGE_SIZE);
    const pager = page.getByRole('navigation', { name: ti('notificationsPage.pagination') });
    await expect(pager).toContainText(ti('notificationsPage.pageOf', { page: 1, pages }));
    await test.step('axe on /notifications', () => expectNoSeriousViolations(page));

    await pager.getByRole('link', { name: ti('notificationsPage.next') }).click();
    await expect(page).toHaveURL(/\/notifications\?page=2$/);
    await expect(pager).toContainText(ti('notificationsPage.pageOf', { page: 2, pages }));
    await expect(list.first()).toBeVisible();
    await pager.getByRole('link', { name: ti('notificationsPage.previous') }).click();
    await expect(list).toHaveCount(NOTIFICATIONS_PAGE_SIZE);
  });
});

test.describe('/home', () => {
  test('inside the shell with its menu; axe clean at phone and laptop width', async ({ page }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ti('home.title'));
      await expect(page.getByText(ti('home.greeting', { name: DEMO_ADMIN.name }))).toBeVisible();
      await expectNoSeriousViolations(page);
    }
  });
});
