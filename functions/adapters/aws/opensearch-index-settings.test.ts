import { describe, expect, it } from 'vitest';
import { clusterSettingsBody } from './opensearch-cluster-settings';
import { indexDefinition, indexSettings } from './opensearch-mapping';

const ms = (v: string) => {
  const m = /^(\d+)ms$/.exec(v);
  if (!m) throw new Error(`not a millisecond value: ${v}`);
  return Number(m[1]);
};

describe('indexSettings: replicas and slow logs of a physicians_v<N> index', () => {
  it('carries the stage replica count and never lets it follow the node count', () => {
    expect(indexSettings({ replicas: 0 })).toMatchObject({ number_of_replicas: 0, auto_expand_replicas: false });
    expect(indexSettings({ replicas: 1 }).number_of_replicas).toBe(1);
    expect(() => indexSettings({ replicas: -1 })).toThrow(/replicas/);
    expect(() => indexSettings({ replicas: 0.5 })).toThrow(/replicas/);
  });

  it('turns the slow logs on (OpenSearch defaults every threshold to -1, off), info below warn', () => {
    const { search, indexing } = indexSettings({ replicas: 1 });
    for (const phase of [search.slowlog.threshold.query, search.slowlog.threshold.fetch, indexing.slowlog.threshold.index]) {
      expect(ms(phase.info)).toBeGreaterThan(0);
      expect(ms(phase.info)).toBeLessThan(ms(phase.warn));
    }
  });

  it('logs every query phase that alone spends the 50 ms p95 budget', () => {
    expect(ms(indexSettings({ replicas: 1 }).search.slowlog.threshold.query.info)).toBeLessThanOrEqual(50);
  });

  it('keeps profile fields out of the indexing slow log', () => {
    expect(indexSettings({ replicas: 1 }).indexing.slowlog.source).toBe(false);
  });

  it('merges into settings.index next to the shard count and result window without replacing them', () => {
    const merged = { ...indexDefinition.settings.index, ...indexSettings({ replicas: 1 }) };
    expect(merged).toMatchObject({ number_of_shards: 1, max_result_window: indexDefinition.settings.index.max_result_window, number_of_replicas: 1 });
    // No key of ours may shadow one of indexDefinition's.
    const ours = Object.keys(indexSettings({ replicas: 1 }));
    expect(ours.filter((k) => k in indexDefinition.settings.index)).toEqual([]);
  });

  it('is not where concurrent segment search goes: that is a cluster setting on Amazon OpenSearch Service', () => {
    expect(JSON.stringify(indexSettings({ replicas: 1 }))).not.toContain('concurrent_segment_search');
    expect(clusterSettingsBody).toEqual({ persistent: { 'search.concurrent_segment_search.mode': 'auto' } });
  });
});
