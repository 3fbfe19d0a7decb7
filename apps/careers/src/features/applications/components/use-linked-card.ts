import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to one card of a list (`#inscricao-…`, `#convite-…`: a notification, a mail) shows that card once the list
 * is loaded: scrolled to and focused, so the candidate lands on what the link spoke of. Once per hash, and only for
 * a card inside `container`.
 */
export function useLinkedCard(container: RefObject<HTMLElement | null>, loaded: boolean): void {
  const { hash } = useLocation();
  const reached = useRef('');
  useEffect(() => {
    if (!loaded || !hash || reached.current === hash) return;
    const card = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!card || !container.current?.contains(card)) return;
    reached.current = hash;
    card.scrollIntoView?.({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [container, loaded, hash]);
}
