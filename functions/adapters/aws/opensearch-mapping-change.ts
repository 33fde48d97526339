import type { Client } from './opensearch-http';
import { indexTemplate, indicesOfAlias } from './opensearch-index-admin';
import type { IndexSettingsOptions } from './opensearch-index-settings';
import { buildingAliasOf, templateNameOf } from './opensearch-lifecycle-names';
import { indexDefinition } from './opensearch-mapping';

type Json = Record<string, unknown>;

/**
 * What a live index's mapping can take in place (PUT _mapping,
 * https://docs.opensearch.org/latest/api-reference/index-apis/put-mapping/):
 * new fields, new multi-fields (`fields`) and new object properties, and a
 * changed `ignore_above`. Everything else (a type, a normalizer, doc_values,
 * a field removed) needs a new index: npm run search:rebuild.
 */
export type MappingPlan = { additive: true; added: string[]; updated: string[] } | { additive: false; reasons: string[] };

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));

const BUILT_IN_ANALYZERS = ['standard', 'simple', 'whitespace', 'keyword', 'stop'];

/** Compares a field map (`properties` or `fields`) of the live index with ours, recursively. */
const compare = (theirs: Json, ours: Json, at: string, analysis: { normalizer?: Json; analyzer?: Json }, plan: { added: string[]; updated: string[]; reasons: string[] }): void => {
  for (const name of Object.keys(theirs)) if (!(name in ours)) plan.reasons.push(`${at}${name} is no longer in our mapping (fields cannot be removed in place)`);
  for (const [name, def] of Object.entries(ours)) {
    const path = `${at}${name}`;
    const mine = def as Json;
    const live = theirs[name] as Json | undefined;
    if (!live) {
      for (const kind of ['normalizer', 'analyzer', 'search_analyzer'] as const) {
        const ref = mine[kind];
        const defined = kind === 'normalizer' ? analysis.normalizer : analysis.analyzer;
        if (typeof ref === 'string' && !BUILT_IN_ANALYZERS.includes(ref) && !(defined && ref in defined)) plan.reasons.push(`${path} needs the ${kind} ${ref}, which the live index does not define (analysis settings need a new index)`);
      }
      plan.added.push(path);
      continue;
    }
    for (const key of new Set([...Object.keys(mine), ...Object.keys(live)])) {
      if (key === 'properties' || key === 'fields') {
        compare((live[key] ?? {}) as Json, (mine[key] ?? {}) as Json, `${path}.`, analysis, plan);
      } else if (canonical(mine[key]) !== canonical(live[key])) {
        if (key === 'ignore_above') plan.updated.push(`${path}.ignore_above`);
        else plan.reasons.push(`${path}: ${key} ${JSON.stringify(live[key])} -> ${JSON.stringify(mine[key])} (an existing field cannot change in place)`);
      }
    }
  }
};

export const planMappingChange = (live: Json, ours: Json, analysis: { normalizer?: Json; analyzer?: Json }): MappingPlan => {
  const plan = { added: [] as string[], updated: [] as string[], reasons: [] as string[] };
  for (const key of new Set([...Object.keys(ours), ...Object.keys(live)])) {
    if (key !== 'properties' && canonical(ours[key]) !== canonical(live[key])) plan.reasons.push(`mapping ${key}: ${JSON.stringify(live[key])} -> ${JSON.stringify(ours[key])}`);
  }
  compare((live.properties ?? {}) as Json, (ours.properties ?? {}) as Json, '', analysis, plan);
  return plan.reasons.length ? { additive: false, reasons: plan.reasons } : { additive: true, added: plan.added, updated: plan.updated };
};

export type MappingChangeResult = { status: 'applied' | 'unchanged'; index: string; added: string[]; updated: string[] } | { status: 'refused'; index: string; reasons: string[] };

/**
 * Step one of deploying a new field: adds it to the live index in place, and
 * to the template (so a rebuild's new index has it). Step two deploys the
 * code that writes and reads it; step three, npm run search:rebuild,
 * backfills every profile. Refuses, changing nothing, when the change is not
 * additive or a rebuild is running (its index was made from the old template).
 * Calls go to the concrete index behind the alias: the operator's grant
 * covers every path under physicians_v*.
 */
export const putMappingInPlace = async (client: Client, alias: string, options?: IndexSettingsOptions): Promise<MappingChangeResult> => {
  const [index] = await indicesOfAlias(client, alias);
  if (!index) throw new Error(`${alias} is not an alias: create it with npm run search:create-index`);
  const building = await indicesOfAlias(client, buildingAliasOf(alias));
  if (building.length) return { status: 'refused', index, reasons: [`a rebuild is running (${buildingAliasOf(alias)} -> ${building.join(', ')}); run this after it swapped`] };
  const mapping = Object.values((await client.indices.getMapping({ index })).body as Record<string, { mappings?: Json }>)[0]?.mappings ?? {};
  const settings = Object.values((await client.indices.getSettings({ index })).body as Record<string, { settings?: { index?: { analysis?: Json } } }>)[0]?.settings?.index ?? {};
  const plan = planMappingChange(mapping, indexDefinition.mappings as unknown as Json, (settings.analysis ?? {}) as { normalizer?: Json; analyzer?: Json });
  if (!plan.additive) return { status: 'refused', index, reasons: plan.reasons };
  await client.indices.putIndexTemplate({ name: templateNameOf(alias), body: indexTemplate(alias, options) });
  if (!plan.added.length && !plan.updated.length) return { status: 'unchanged', index, added: [], updated: [] };
  await client.indices.putMapping({ index, body: indexDefinition.mappings });
  return { status: 'applied', index, added: plan.added, updated: plan.updated };
};
