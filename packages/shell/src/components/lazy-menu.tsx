import { handleError } from '@portal/shell/api/error-reporting';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode, useState } from 'react';
import type { LazyPart } from './lazy-part';

/** A press that opens a menu (the keys and pointer button Radix's trigger opens on). */
export type MenuActivation =
  | { kind: 'key'; key: 'Enter' | ' ' | 'ArrowDown' }
  | { kind: 'pointer'; pointerType: string };

/** What the stand-in button leaves to the menu that takes its place. */
export interface MenuHandOver {
  /** The stand-in had focus when it was replaced: the real trigger takes focus. */
  focusTrigger: boolean;
  /** How the user opened the menu before its code arrived; it is done again on the real trigger. */
  activation: MenuActivation | null;
}

const OPENING_KEYS: readonly string[] = ['Enter', ' ', 'ArrowDown'];

export interface LazyMenuTriggerProps<T> {
  /** The menu's code (a Radix dropdown), fetched on the first sign that the user is going for the trigger. */
  part: LazyPart<T>;
  className: string;
  /** The trigger's accessible name. */
  label: string;
  disabled?: boolean;
  /** The trigger's content (an icon, an avatar, a badge), the same before and after the menu's code arrives. */
  children: ReactNode;
  /** The loaded menu, its trigger built from `className`, `label` and `children`, given the hand-over. */
  menu: (loaded: T, handOver: MenuHandOver) => ReactNode;
}

/**
 * A header menu whose code is not part of the page's first download (decision 0103). Until it is needed the trigger
 * is a plain button that looks and reads the same (name, popup, collapsed state); pointing at it or focusing it
 * fetches the menu, which takes the button's place once it has focus or is pressed. A press that comes before the code
 * opens the menu when it arrives (`useMenuHandOver` of ./menu-hand-over on the loaded side, which only the loaded menus import).
 */
export function LazyMenuTrigger<T>({
  part,
  className,
  label,
  disabled,
  children,
  menu,
}: LazyMenuTriggerProps<T>) {
  const loaded = part.useLoaded();
  // The code was there when this trigger appeared (a later page of the visit): no stand-in at all.
  const [ready] = useState(loaded !== null);
  const [focused, setFocused] = useState(false);
  const [activation, setActivation] = useState<MenuActivation | null>(null);

  // Otherwise the menu takes the stand-in's place once its code is there and the user is on the button (focus) or
  // pressed it; never under a pointer that only hovers, so the element a press lands on stays the same.
  if (loaded && (ready || focused || activation)) return menu(loaded, { focusTrigger: focused, activation });

  // Like Radix's trigger: Enter and Space toggle, ArrowDown opens, the main pointer button toggles.
  const press = (next: MenuActivation) => {
    setActivation((pending) => (pending && !(next.kind === 'key' && next.key === 'ArrowDown') ? null : next));
    part.load().catch(handleError);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0 || event.ctrlKey) return;
    // As Radix does: the trigger does not take focus, the menu will.
    event.preventDefault();
    press({ kind: 'pointer', pointerType: event.pointerType });
  };
  // A click a script dispatched: a tap held before the page was hydrated, replayed as `click()` (decision 0080). A
  // browser's own clicks (from a key, which onKeyDown already took, or a pointer) are trusted and left alone.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!event.isTrusted && event.detail === 0) press({ kind: 'key', key: 'Enter' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Escape') setActivation(null);
    if (!OPENING_KEYS.includes(event.key)) return;
    event.preventDefault();
    press({ kind: 'key', key: event.key as 'Enter' | ' ' | 'ArrowDown' });
  };

  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      disabled={disabled}
      onPointerEnter={part.preload}
      onFocus={() => {
        setFocused(true);
        void part.preload();
      }}
      onBlur={() => setFocused(false)}
      onPointerDown={onPointerDown}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}
