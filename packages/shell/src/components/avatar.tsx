import { BADGE_TEXT_COLOR, badgeBand, badgeColor, initials } from '@portal/contracts/badge-color';
import { cssVars, cx } from './css-vars';
import '@portal/shell/styles/base.css';
import '@portal/shell/styles/avatar.css';

export interface AvatarProps {
  /** Full name: its initials are shown, the whole name is the accessible name. */
  name: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A user's initials in a circle coloured by the first letter of the name (five bands, spec §9). */
export function Avatar({ name, size = 'medium', className }: AvatarProps) {
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      className={cx('avatar', `avatar--${size}`, `avatar--band-${badgeBand(name)}`, className)}
      style={cssVars({ '--avatar-bg': badgeColor(name), '--avatar-fg': BADGE_TEXT_COLOR })}
    >
      <span aria-hidden="true">{initials(name)}</span>
    </span>
  );
}
