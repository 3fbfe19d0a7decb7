import type { ComponentType } from 'react';

/**
 * A route's `lazy` for a page that is a chunk of its own: fetches the page's module when the route is first visited
 * and takes its component `name` (decision 0058). Pass the dynamic `import()` itself, so the bundler splits it.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
) {
  return async () => ({ Component: (await load())[name] });
}
