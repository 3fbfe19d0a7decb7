import { useEffect, useLayoutEffect, useRef } from 'react';
import type { MenuActivation, MenuHandOver } from './lazy-menu';

/** Replays the press that opened the menu, so Radix opens it exactly as for that key or pointer. */
function replay(trigger: HTMLButtonElement, activation: MenuActivation): void {
  if (activation.kind === 'key') {
    trigger.focus();
    trigger.dispatchEvent(
      new KeyboardEvent('keydown', { key: activation.key, bubbles: true, cancelable: true }),
    );
  } else {
    trigger.dispatchEvent(
      new PointerEvent('pointerdown', {
        button: 0,
        buttons: 1,
        isPrimary: true,
        pointerType: activation.pointerType,
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}

/**
 * The loaded menu's side of `LazyMenuTrigger` (./lazy-menu): a ref for its Radix trigger that takes the focus the stand-in
 * had (before paint) and opens the menu as the user asked (after Radix has set up). Only the first render's
 * hand-over matters.
 */
export function useMenuHandOver(handOver: MenuHandOver) {
  const trigger = useRef<HTMLButtonElement>(null);
  const first = useRef(handOver);

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (first.current.focusTrigger && (active === null || active === document.body)) {
      trigger.current?.focus();
    }
  }, []);

  // A child's effects run before its parent's: Radix's are set up when this one runs.
  useEffect(() => {
    const { activation } = first.current;
    if (activation && trigger.current) replay(trigger.current, activation);
  }, []);

  return trigger;
}
