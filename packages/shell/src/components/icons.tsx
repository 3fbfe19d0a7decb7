import { createElement, type ReactNode, type SVGProps } from 'react';

/** Decorative inline icons (24 × 24, currentColor). Always hidden from assistive technology. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ className, children, ...props }: IconProps & { children?: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `icon ${className}` : 'icon'}
      {...props}
    >
      {children}
    </svg>
  );
}

/** One icon: the shared frame around its shapes. */
function icon(...shapes: ReactNode[]) {
  return function ShapedIcon(props: IconProps) {
    // The shapes as separate children, in their fixed order (no list, so no keys).
    return createElement(Icon, props, ...shapes);
  };
}

/** The full circle several icons draw their sign in. */
const RING = <circle cx="12" cy="12" r="9" />;

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const ArrowLeftIcon = icon(<path d="M19 12H5M11 18l-6-6 6-6" />);
export const ChevronLeftIcon = icon(<path d="M15 18l-6-6 6-6" />);
export const ChevronRightIcon = icon(<path d="M9 18l6-6-6-6" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const ExternalLinkIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
);
export const GlobeIcon = icon(
  RING,
  <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />,
);
export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);
export const InfoIcon = icon(RING, <path d="M12 11v5M12 8h.01" />);
export const SuccessIcon = icon(RING, <path d="M8 12.5l3 3 5-6" />);
export const ErrorIcon = icon(RING, <path d="M9 9l6 6M15 9l-6 6" />);
export const WarningIcon = icon(<path d="M12 3.5l9.5 16.5h-19z" />, <path d="M12 10v4M12 17h.01" />);
export const BellIcon = icon(
  <path d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4z" />,
  <path d="M10 20a2 2 0 0 0 4 0" />,
);
export const HelpIcon = icon(RING, <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h.01" />);
export const HomeIcon = icon(<path d="M4 11l8-7 8 7" />, <path d="M6 9.5V20h4.5v-5h3v5H18V9.5" />);
/** A clipboard with a plus: a new order or request. */
export const NewDocumentIcon = icon(
  <path d="M9 4h6v3H9z" />,
  <path d="M9 5.5H6v15h12v-15h-3" />,
  <path d="M12 11v6M9 14h6" />,
);
export const BriefcaseIcon = icon(
  <rect x="3" y="7" width="18" height="13" rx="2" />,
  <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />,
);
export const UserIcon = icon(<circle cx="12" cy="8" r="4" />, <path d="M4 20a8 8 0 0 1 16 0" />);
/** Horizontal bars from a base line: figures against a target (the legal quotas). */
export const BarChartIcon = icon(<path d="M4 4v16h16" />, <path d="M8 8h7M8 12h10M8 16h5" />);
/** A list with check marks: the things one signed up for. */
export const ListCheckIcon = icon(
  <path d="M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" />,
);
