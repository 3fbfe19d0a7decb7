import { HEADER_HEIGHT_PX } from '@portal/contracts/constants';
import { Avatar } from '@portal/shell/components/avatar';
import { cssVars } from '@portal/shell/components/css-vars';
import { LanguageSwitcher } from '@portal/shell/components/language-switcher';
import { Logo } from '@portal/shell/components/logo';
import { Toaster } from '@portal/shell/components/toaster';
import { Link } from '@portal/shell/navigation/navigation';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer, type FooterProps } from './footer';
import { useRouteFocus } from './route-focus';
import { RouteProgress } from './route-progress';
import { MobileMenuButton, Sidebar, type SidebarGroup, useSidebarMode } from './sidebar';
import '@portal/shell/styles/base.css';
// The form vocabulary every app's pages share (fields, fieldsets, actions) comes with the frame, before any page's
// own stylesheet, so a page's override of it wins whichever page was opened first (decision 0068).
import '@portal/shell/styles/forms.css';
import '@portal/shell/styles/app-shell.css';

const MAIN_CONTENT_ID = 'main-content';

export interface AppShellProps {
  sidebarGroups: SidebarGroup[];
  /** The signed-in user: their initials avatar shows in the header. */
  user?: { name: string } | null;
  /** Extra header controls (e.g. the notifications bell), placed before the avatar. */
  headerActions?: ReactNode;
  /** Where the logo leads (a path of the app's router). */
  homeHref: string;
  /** Company name for the logo and the footer. */
  companyName?: string;
  /** The header's title: the careers portal's 'Trabalhe conosco' unless the app names itself (the intranet). */
  title?: string;
  /** Footer links (defaults in Footer). */
  footer?: Omit<FooterProps, 'companyName'>;
  children: ReactNode;
}

/**
 * The frame of every page (render it inside the app's data router): skip link, fixed 46 px header
 * (the small screens' menu button, logo, the app's title, language switcher, actions, avatar), the sidebar (a rail
 * of icons on the left from 768 px, below a panel under the header that the menu button shows or hides), main
 * content, footer, the route progress bar and the toasts. After a route change focus goes to the new page's heading.
 */
export function AppShell({
  sidebarGroups,
  user,
  headerActions,
  homeHref,
  companyName = 'Portal',
  title,
  footer,
  children,
}: AppShellProps) {
  const { t } = useTranslation('library');
  const mode = useSidebarMode();
  const sidebarId = useId();
  const hasSidebar = sidebarGroups.length > 0;
  useRouteFocus(MAIN_CONTENT_ID);

  // Move focus to the content without changing the URL (the router would treat a hash as a navigation).
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.();
  };

  return (
    <div
      className={`app-shell app-shell--${mode}`}
      style={cssVars({ '--header-height': `${HEADER_HEIGHT_PX}px` })}
    >
      <RouteProgress />
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToContent}>
        {t('appShell.skipToContent')}
      </a>
      <header className="app-header">
        {/* Before the width is known (server-rendered page) it is drawn too; the stylesheet hides it from 768 px. */}
        {hasSidebar && mode !== 'compact' ? <MobileMenuButton controls={sidebarId} /> : null}
        <Link
          className="app-header__home"
          to={homeHref}
          aria-label={t('appShell.homeLink', { name: companyName })}
        >
          <Logo label={companyName} className="app-header__logo app-header__logo--full" />
          <Logo label={companyName} markOnly className="app-header__logo app-header__logo--mark" />
        </Link>
        <p className="app-header__title">{title ?? t('appShell.title')}</p>
        <div className="app-header__actions">
          <LanguageSwitcher />
          {headerActions}
          {user ? <Avatar name={user.name} /> : null}
        </div>
      </header>
      <div className="app-shell__body">
        {hasSidebar ? <Sidebar groups={sidebarGroups} id={sidebarId} /> : null}
        <div className="app-shell__content">
          <main id={MAIN_CONTENT_ID} className="app-shell__main" tabIndex={-1}>
            {children}
          </main>
          <Footer companyName={companyName} {...footer} />
        </div>
      </div>
      <Toaster />
    </div>
  );
}
