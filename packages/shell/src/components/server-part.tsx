import { hydratingServerMarkup } from '@portal/shell/components/server-markup';
import { type HTMLAttributes, type ReactNode, useState } from 'react';

/**
 * Static parts of a server-rendered page (decision 0101). A page's cards and texts need no script: while the page
 * hydrates, a `ServerPart` keeps the markup the server sent as it is (no component of it runs, no date or salary is
 * formatted again on the phone); once its data changes (a new search, another language) it renders its children.
 * It relies on Preact leaving an element's DOM alone when hydrating it with `dangerouslySetInnerHTML`, and on
 * `hydrateServerMarkup` (./server-markup) running the hydration synchronously.
 */

/** What a kept element renders: the same object each time, so a later render leaves its DOM alone too. */
const KEPT = { __html: '' };

type Tag = 'div' | 'ul' | 'section';

export interface ServerPartProps extends HTMLAttributes<HTMLElement> {
  /** The element, as the server rendered it (its attributes are hydrated; its children are kept). */
  as?: Tag;
  /**
   * What the children are drawn from (the data, the language…), compared item by item with the first render's: the
   * server's markup is kept while all are the same, and replaced by the children for good once one differs.
   */
  deps: readonly unknown[];
  children: ReactNode;
}

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

export function ServerPart({ as: Element = 'div', deps, children, ...attributes }: ServerPartProps) {
  // The deps the server's markup was drawn from, when this part was hydrated (null when it was rendered here).
  const [kept, setKept] = useState<readonly unknown[] | null>(() => (hydratingServerMarkup() ? deps : null));
  const keep = kept !== null && same(kept, deps);
  if (kept !== null && !keep) setKept(null);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never set: Preact keeps the server's DOM.
  if (keep) return <Element {...attributes} dangerouslySetInnerHTML={KEPT} />;
  return <Element {...attributes}>{children}</Element>;
}
