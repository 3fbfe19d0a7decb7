import { IDENTITY_LIMITS } from './identity-limits';

/** Business constants and limits of spec §9, one place for both sides. */
export const UPLOAD_LIMIT_BYTES = 8 * 1024 * 1024;
/**
 * Most pixels an uploaded picture may have (16 megapixels, e.g. 4000 × 4000). A few KB of AVIF can declare
 * 7000 × 7000, which costs ~800 MB to decode: the server refuses by the header's dimensions before decoding, and the
 * careers form says so before sending.
 */
export const PICTURE_MAX_INPUT_PIXELS = 4000 * 4000;

/**
 * Most pixels a picture of a given format may have, so that decoding one stays within 64 MB (decisions 0047 and
 * 0065). JPEG, PNG, WebP and TIFF flow through the resize a few lines at a time (at most ~27 MB at 16 Mpx, measured),
 * so the general bound holds; AVIF/HEIF is decoded whole at ~18-21 bytes a pixel (280 MB for 16 Mpx) and GIF at
 * ~5.3. `format` is sharp's name ('heif' for AVIF) or the browser's MIME type ('image/avif').
 */
export function pictureMaxInputPixels(format: string): { pixels: number; example: string } {
  const name = format.toLowerCase().replace(/^image\//, '');
  if (name === 'heif' || name === 'heic' || name === 'avif')
    return { pixels: 2_500_000, example: '1900 × 1300' };
  if (name === 'gif') return { pixels: 10_000_000, example: '3600 × 2700' };
  return { pixels: PICTURE_MAX_INPUT_PIXELS, example: '4000 × 4000' };
}
export const PASSWORD_MIN_LENGTH = 15;
export const PASSWORD_MIN_CLASSES = 3;
export const MAX_DEGREES = 5;
export const MAX_COMPLEMENTS = 5;
export const MAX_EXPERIENCES = 5;
export const DATA_STORAGE_MONTHS = 61;
export const APPRENTICE_MIN_AGE = 14;
export const APPRENTICE_MAX_AGE = 24;
export const RESUME_MINUTES = 15;
export const DROPDOWN_NOTIFICATIONS = 3;
export const TOAST_DURATION_MS = 3000;
export const AUTH_COOKIE_MAX_AGE_SECONDS = 2_592_000;
export const AUTH_CHANNEL = 'auth';
export const AUTH_EVENTS = { signIn: 'signIn', signOut: 'signOut' } as const;
export const CONTACT_VIEWS = { reasons: 0, form: 1, work: 2 } as const;

export const MODAL_WIDTHS = {
  small: { min: 300, max: 400 },
  default: { min: 300, max: 400 },
  regular: { min: 500, max: 700 },
  large: { min: 650, max: 900 },
} as const;
export const DRAWER_WIDTHS = { small: 300, regular: 400, large: 600 } as const;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export const HEADER_HEIGHT_PX = 46;
export const PROFILE_PANEL_WIDTH_PX = 320;
export const MENU_ENTRY_HEIGHT_PX = 40;

export const TAB_BADGE_MAX = 99;
export const SCROLL_FADE_THRESHOLD_PX = 10;
export const TAB_SCROLL_ANIMATION_MS = 500;
export const FADE_IN_MS = 300;
export const STEPS_SKELETON_DEFAULT = 4;
export const LOADING_STEP_ANIMATIONS = ['rotating', 'bouncingForward', 'upAndDown', 'zoomInOut'] as const;
export type LoadingStepAnimation = (typeof LOADING_STEP_ANIMATIONS)[number];

/** SWR defaults of spec §9 ("Fetch defaults") and §7 ("Fetch behaviour"). */
export const FETCH_DEFAULTS = {
  dedupingInterval: 2000,
  focusThrottleInterval: 5000,
  errorRetryInterval: 5000,
  errorRetryIntervalSlow: 10_000,
  loadingTimeout: 3000,
  loadingTimeoutSlow: 5000,
  errorRetryCount: 3,
  delayMs: 500,
} as const;

/**
 * The sidebar's remembered choice on small screens (< 768 px, spec §4: shown or hidden; from 768 px it is forced
 * collapsed whatever the cookie says).
 */
export const SIDEBAR_COOKIE = 'portal_sidebar_collapsed';
/**
 * Whether a SIDEBAR_COOKIE value means 'collapsed', on a small screen hidden: '1' or none (the default, so a phone's
 * first screen is the page); '0' when the person chose to show it. The browser's sidebar and the server that draws a
 * careers page's first frame read the cookie alike (decision 0085).
 */
export const isSidebarCollapsedCookie = (value: string | undefined): boolean => value !== '0';
export const MODAL_OPEN_BODY_CLASS = 'modal-open';
export const DRAWER_OPEN_BODY_CLASS = 'drawer-open';

/** Vacancies the careers list shows at first and adds with each 'show more' (the URL's `page` says how many). */
export const VACANCIES_PAGE_SIZE = 20;

// --- Intranet (spec §2, §7) ---

/** Notifications per page of the full notifications page (/notifications). */
export const NOTIFICATIONS_PAGE_SIZE = 10;
/** Most notifications one list request may ask for. */
export const NOTIFICATIONS_MAX_LIMIT = 50;
/** An intranet password must be changed after this many days (spec §5 'password change period'). */
export const PASSWORD_CHANGE_PERIOD_DAYS = 90;
/** Field limits of the contact form (spec §5 shows none; the server needs some). */
export const CONTACT_LIMITS = {
  name: IDENTITY_LIMITS.name,
  email: IDENTITY_LIMITS.email,
  message: 2000,
} as const;
