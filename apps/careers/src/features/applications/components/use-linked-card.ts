import { useLocation } from '@portal/shell/navigation/navigation';
import { type RefObject, useEffect, useRef } from 'react';

/**
 * A link to one card of a list (`#inscricao-…`, `#convite-…`: a notification, a mail) shows that card once the list
 * is loaded: scrolled to and focused, so the candidate lands on what the link spoke of. Once per hash, and only for
 * a card inside `container` whose id is `anchor(…)`.
 *
 * `list` is the loaded list (nothing until it is there): each new list is looked through again. When the card is
 * not in it, the list is fetched again once (`refresh`): a link followed while the page already shows the list
 * (the bell, on this very page) speaks of something newer than what was fetched.
 */
export function useLinkedCard(
  container: RefObject<HTMLElement | null>,
  list: unknown,
  anchor: (id: number) => string,
  refresh: () => unknown,
): void {
  const { hash } = useLocation();
  const reached = useRef('');
  const refreshed = useRef('');
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  useEffect(() => {
    if (!list || !hash || reached.current === hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const prefix = anchor(0).slice(0, -1);
    if (!id.startsWith(prefix)) return;
    const card = document.getElementById(id);
    if (!card || !container.current?.contains(card)) {
      if (refreshed.current !== hash) {
        refreshed.current = hash;
        void refreshRef.current();
      }
      return;
    }
    reached.current = hash;
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [container, list, hash, anchor]);
}
