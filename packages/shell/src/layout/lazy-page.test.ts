import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function HomePage() {
  return null;
}
function OtherPage() {
  return null;
}

describe('lazyPage', () => {
  it('fetches the module only when the route asks, and gives the named page as the route component', async () => {
    let fetched = 0;
    const lazy = lazyPage(async () => {
      fetched += 1;
      return { HomePage, OtherPage };
    }, 'OtherPage');
    expect(fetched).toBe(0);
    await expect(lazy()).resolves.toEqual({ Component: OtherPage });
    expect(fetched).toBe(1);
  });
});
