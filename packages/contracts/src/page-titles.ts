/**
 * The intranet's pages and the key (`namespace:key`) of each one's name in its `<title>`, written as
 * `intranet:documentTitle` ('{{page}} | Portal corporativo'). The server puts it into the HTML it sends (what
 * crawlers, checkers and the first paint see); the page sets the same one in the browser.
 */
export const INTRANET_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/login': 'intranet:login.title',
  '/password-recovery': 'library:passwordRecovery.title',
  '/privacidade': 'intranet:privacy.title',
  '/home': 'intranet:home.title',
  '/notifications': 'intranet:notificationsPage.title',
  '/pedidos/novo': 'intranet:orders.newTitle',
};

/** The key of an intranet page's whole title, with the page's name as `{{page}}`. */
export const INTRANET_DOCUMENT_TITLE = 'intranet:documentTitle';
