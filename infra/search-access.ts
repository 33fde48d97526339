import { Validations } from 'aws-cdk-lib';
import { type IGrantable, Grant as IamGrant } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { searchIndexName } from './search-domain';

/**
 * Which OpenSearch REST calls each kind of caller may make, as IAM statements
 * on paths under the domain ARN.
 *
 * How Amazon OpenSearch Service maps a request to IAM
 * (https://docs.aws.amazon.com/opensearch-service/latest/developerguide/ac.html):
 * the action is the HTTP verb (es:ESHttpGet, es:ESHttpPost, ...) and the
 * resource is `<domain ARN>/<URL path>`, the path as sent (an alias name, not
 * the index it points to), without the query string: `?refresh=wait_for` or
 * `?require_alias=true` change nothing. `<domain ARN>/physicians/_search`
 * therefore allows exactly POST/GET /physicians/_search; a trailing `*` is
 * needed only where the path has a variable part (a document id). An IAM `*`
 * also matches `/`, so `physicians_v*` covers every path under those indices.
 *
 * Index-level statements only hold if a request body cannot name another
 * index (`{"index": {"_index": "other"}}` inside /physicians/_bulk): the
 * domain sets `rest.action.multi.allow_explicit_index: false`
 * (https://docs.aws.amazon.com/opensearch-service/latest/APIReference/API_AdvancedOptionsStatus.html),
 * so bulk items must take their index from the path.
 */

/** The alias a rebuild writes to besides `physicians` while it fills the next `physicians_v<N>`. */
export const buildingAliasName = `${searchIndexName}_building`;
/** Concrete indices behind the aliases (the index template's pattern). */
export const versionedIndexPattern = `${searchIndexName}_v*`;

export type EsAction = 'es:ESHttpGet' | 'es:ESHttpHead' | 'es:ESHttpPost' | 'es:ESHttpPut' | 'es:ESHttpDelete';

export interface SearchPathGrant {
  readonly actions: readonly EsAction[];
  /** Relative to the domain ARN, without a leading slash. */
  readonly paths: readonly string[];
}

/** The public search functions: queries and counts on the alias, nothing that writes or administers. */
export const searchReadGrants: readonly SearchPathGrant[] = [
  // _search and _count take a body, so POST as well as GET.
  { actions: ['es:ESHttpGet', 'es:ESHttpPost'], paths: [`${searchIndexName}/_search`, `${searchIndexName}/_count`] },
];

const writeAliases = [searchIndexName, buildingAliasName];

/** The indexer and the removal functions: documents of the two aliases, and whether a rebuild is running. */
export const searchWriteGrants: readonly SearchPathGrant[] = [
  // OpenSearch accepts POST and PUT on _bulk (https://docs.opensearch.org/latest/api-reference/document-apis/bulk/).
  { actions: ['es:ESHttpPost', 'es:ESHttpPut'], paths: writeAliases.map((a) => `${a}/_bulk`) },
  // Single documents: index (PUT/POST), delete, read back.
  {
    actions: ['es:ESHttpGet', 'es:ESHttpPut', 'es:ESHttpPost', 'es:ESHttpDelete'],
    paths: writeAliases.map((a) => `${a}/_doc/*`),
  },
  // GET (or HEAD) _alias/physicians_building answers 404 when no rebuild is running.
  { actions: ['es:ESHttpGet', 'es:ESHttpHead'], paths: [`_alias/${buildingAliasName}`] },
];

/**
 * The operator (SearchOpsPolicy): the index template, creating, filling,
 * checking and deleting `physicians_v<N>`, swapping aliases, and reading
 * cluster health and settings (concurrent segment search is a cluster setting).
 */
export const searchOpsGrants: readonly SearchPathGrant[] = [
  { actions: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPut', 'es:ESHttpDelete'], paths: [`_index_template/${searchIndexName}`] },
  // Create, delete, _bulk, _search, _count, _mapping, _settings, _refresh of the versioned indices.
  { actions: ['es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut', 'es:ESHttpDelete'], paths: [versionedIndexPattern] },
  // Whether `physicians` is an alias or the concrete index of before aliases (the first rebuild replaces it).
  { actions: ['es:ESHttpGet', 'es:ESHttpHead'], paths: writeAliases },
  // Through the aliases as the functions see them; the rebuild verifies and refreshes through physicians_building.
  {
    actions: ['es:ESHttpGet', 'es:ESHttpPost', 'es:ESHttpPut'],
    paths: [
      ...writeAliases.flatMap((a) => ['_bulk', '_search', '_count', '_refresh'].map((api) => `${a}/${api}`)),
      `${searchIndexName}/_mapping`,
    ],
  },
  // The atomic swap (POST _aliases) and reading which index an alias points to.
  { actions: ['es:ESHttpGet', 'es:ESHttpPost'], paths: ['_aliases'] },
  { actions: ['es:ESHttpGet', 'es:ESHttpHead'], paths: ['_alias/*'] },
  { actions: ['es:ESHttpGet'], paths: ['_cat/*', '_cluster/health'] },
  { actions: ['es:ESHttpGet', 'es:ESHttpPut'], paths: ['_cluster/settings'] },
];

/** The IAM resources of one path grant on this domain. */
export const resourcesOf = (domainArn: string, grant: SearchPathGrant): string[] => grant.paths.map((p) => `${domainArn}/${p}`);

/** One statement per path grant, on the principal's own policy. */
export const grantSearchPaths = (grantee: IGrantable, domainArn: string, grants: readonly SearchPathGrant[]): void => {
  for (const grant of grants) {
    IamGrant.addToPrincipal({ grantee, actions: [...grant.actions], resourceArns: resourcesOf(domainArn, grant) });
  }
};

/** Why each wildcard path above is as narrow as it gets; `nagName` is how cdk-nag prints the domain ARN. */
const wildcardReasons: Record<string, string> = {
  [`${searchIndexName}/_doc/*`]: 'Document ids are data: the wildcard is the id segment of single-document calls on the physicians alias only.',
  [`${buildingAliasName}/_doc/*`]: 'Document ids are data: the wildcard is the id segment of single-document calls on the rebuild alias only.',
  [versionedIndexPattern]: 'Rebuilds create physicians_v<N> with a new N each time; the operator may manage those indices and no other.',
  '_alias/*': 'Reading which physicians_v<N> an alias points to; GET/HEAD only, alias changes go through _aliases.',
  '_cat/*': 'Read-only cluster diagnostics (_cat/indices, _cat/aliases, _cat/shards) for the operator.',
};

/** Acknowledges the IAM5 findings of the wildcard paths among these grants, on the construct holding the statements. */
export const acknowledgeSearchWildcards = (scope: IConstruct, nagName: string, grants: readonly SearchPathGrant[]): void => {
  for (const path of grants.flatMap((g) => g.paths).filter((p) => p.includes('*'))) {
    const reason = wildcardReasons[path];
    if (!reason) throw new Error(`No cdk-nag justification for the search path ${path}`);
    Validations.of(scope).acknowledge({ id: `AwsSolutions-IAM5[Resource::${nagName}/${path}]`, reason });
  }
};
