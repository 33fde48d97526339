import { fail, isRecord, only } from './dsl-shape';

/**
 * `function_score` as the intent order builds it (opensearch-intent-order.ts):
 * score_mode first, boost_mode replace, functions of a weight and an
 * optional filter. The score is the weight of the first function whose
 * filter matches (one without a filter matches all), else 1, as the
 * engine's FunctionScoreQuery does; the wrapped query's own score is replaced.
 */
export const functionScoreOf = (body: unknown): { query: unknown; functions: Array<{ filter?: unknown; weight: number }> } => {
  if (!isRecord(body)) return fail('function_score must be an object');
  only(body, ['query', 'functions', 'score_mode', 'boost_mode'], 'function_score');
  if (body.score_mode !== 'first' || body.boost_mode !== 'replace') fail('function_score: only score_mode first with boost_mode replace is modelled');
  if (!Array.isArray(body.functions)) return fail('function_score.functions must be an array');
  const functions = body.functions.map((fn: unknown) => {
    if (!isRecord(fn)) return fail('a function must be an object');
    only(fn, ['filter', 'weight'], 'function_score.functions[]');
    if (typeof fn.weight !== 'number') fail('only weight functions are modelled');
    return fn as { filter?: unknown; weight: number };
  });
  return { query: body.query ?? fail('function_score needs a query'), functions };
};
