import { COMPANY_MARK } from '@portal/contracts/company';
import { useId } from 'react';
import { cx } from './css-vars';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/logo.css';

export interface LogoProps {
  /** Company or product name: shown beside the mark and used as the logo's accessible name. */
  label?: string;
  /** Only the mark, without the name beside it (the accessible name stays). */
  markOnly?: boolean;
  className?: string;
}

/** The portal's logo: a gear-like mark (a manufacturer) and the name, as one inline SVG image. */
export function Logo({ label = 'Portal', markOnly = false, className }: LogoProps) {
  const titleId = useId();
  const width = markOnly ? 32 : 40 + Math.max(label.length, 1) * 11;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} 32`}
      width={width}
      height={32}
      className={cx('logo', className)}
    >
      <title id={titleId}>{label}</title>
      <rect x="0" y="0" width="32" height="32" rx="8" className="logo__mark" />
      <path d={COMPANY_MARK.gear} className="logo__gear" />
      <circle cx="16" cy="16" r="3.2" className="logo__hub" />
      {markOnly ? null : (
        <text x="40" y="22" className="logo__text">
          {label}
        </text>
      )}
    </svg>
  );
}
