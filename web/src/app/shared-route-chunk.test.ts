import { describe, expect, it } from 'vitest';
import { sharedRouteChunk } from '../../shared-route-chunk';

/** A build's static imports, as the bundler reports each module once parsed. */
const graph: Record<string, string[]> = {
  '/repo/web/src/main.tsx': ['/repo/node_modules/react/index.js', '/repo/web/src/layout.tsx'],
  '/repo/web/src/layout.tsx': ['/repo/web/src/ui/button.tsx'],
  '/repo/web/src/landing-page.tsx': ['/repo/web/src/ui/badge.tsx'],
  '/repo/web/src/search-route.tsx': ['/repo/web/src/ui/button.tsx', '/repo/web/src/ui/badge.tsx', '/repo/web/src/card.tsx', '/repo/web/src/ui/dialog.tsx'],
  '/repo/web/src/card.tsx': ['/repo/web/src/format.ts', '/repo/node_modules/react/index.js'],
  '/repo/web/src/profile-route.tsx': ['/repo/web/src/card.tsx', '/repo/web/src/ui/tooltip.tsx'],
};

const built = (route: string, others: string[] = []) => {
  const chunk = sharedRouteChunk(route, '/web/src/main.tsx', others);
  // The hook reads only these two fields of the bundler's module info.
  const parsed = chunk.plugin.moduleParsed as unknown as (info: { id: string; importedIds: readonly string[] }) => void;
  for (const [id, importedIds] of Object.entries(graph)) parsed({ id, importedIds });
  return chunk;
};

describe('one chunk for what /search shares with other routes (issue 24)', () => {
  it("takes the route's static closure but what the entry and the named pages import", () => {
    const { test } = built('/web/src/search-route.tsx', ['/web/src/landing-page.tsx']);
    const taken = Object.values(graph).flat().concat(Object.keys(graph)).filter((id, i, all) => all.indexOf(id) === i && test(id));
    // The route itself is in it: Rolldown's minShareCount keeps what no other route imports in the route's chunk.
    expect(taken.sort()).toEqual(['/repo/web/src/card.tsx', '/repo/web/src/format.ts', '/repo/web/src/search-route.tsx', '/repo/web/src/ui/dialog.tsx']);
    expect(test('/repo/web/src/ui/tooltip.tsx')).toBe(false);
  });

  it('fails the build when a named module is not in it, rather than chunking as before without a word', () => {
    expect(() => built('/web/src/gone-route.tsx').test('/repo/web/src/card.tsx')).toThrow(/no module \/web\/src\/gone-route.tsx/);
  });
});
