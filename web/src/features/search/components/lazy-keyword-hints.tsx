import { type ComponentProps, lazy, Suspense } from 'react';

/**
 * The hints' word lists (lay specialty names, functions/core/taxonomy/lay-terms)
 * load only once keywords are typed: most first visits to /search have none
 * (issue 24's budget for its first load).
 */
const Hints = lazy(() => import('./keyword-hints').then((m) => ({ default: m.KeywordHints })));

export function LazyKeywordHints(props: ComponentProps<typeof Hints>) {
  if (!props.filters.query.trim()) return null;
  return (
    <Suspense fallback={null}>
      <Hints {...props} />
    </Suspense>
  );
}
