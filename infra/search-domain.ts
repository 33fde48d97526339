import { Aws, CfnResource, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { EbsDeviceVolumeType } from 'aws-cdk-lib/aws-ec2';
import { AccountRootPrincipal, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, ResourcePolicy } from 'aws-cdk-lib/aws-logs';
import { Domain, EngineVersion, TLSSecurityPolicy } from 'aws-cdk-lib/aws-opensearchservice';
import { Construct } from 'constructs';
import { addSearchDomainAlarms } from './search-domain-alarms';
import type { StageSettings } from './stages';

/** The index (or alias) the functions and the ops scripts use; its mapping lives in functions/adapters/aws/opensearch-mapping.ts. */
export const searchIndexName = 'physicians';

/**
 * The IAM path of every role that may call the domain: the functions given a
 * search grant (infra/feature-grants.ts puts them there) and the ops role. The domain's
 * access policy admits principals of this account whose ARN is under it
 * (below); a resource policy cannot name roles by wildcard,
 * and the function roles live in the stateless stack, deployed after the domain.
 */
export const SEARCH_ROLE_PATH = '/search/';

/** Every role of this account under SEARCH_ROLE_PATH; `*` also matches `/`, so nested paths are included. */
export const searchRoleArnPattern = `arn:${Aws.PARTITION}:iam::${Aws.ACCOUNT_ID}:role${SEARCH_ROLE_PATH}*`;

/** The newest OpenSearch 2.x that aws-cdk-lib offers; in-place upgrades are enabled below. */
export const searchEngineVersion = EngineVersion.OPENSEARCH_2_19;

export interface SearchDomainProps {
  readonly settings: StageSettings;
  /** Where the domain's health alarms go. */
  readonly alarmAction: IAlarmAction;
}

/**
 * The OpenSearch Service domain that serves search in AWS. It is a derived
 * index (DESIGN §3): DynamoDB is the truth and the indexer Lambda feeds it,
 * so it can always be rebuilt; it is still retained, because rebuilding
 * 250k profiles is slow and a deploy must never do it by accident.
 *
 * Access is IAM only: every request is SigV4-signed (service `es`) over
 * HTTPS, and the domain policy admits only this account's roles under
 * SEARCH_ROLE_PATH: the functions given search:read / search:write
 * (functions/routes.ts), the indexer, the removal sweep, the alert runner and
 * the ops role. Each holds es:ESHttp* only on the REST paths its grant stands
 * for (infra/search-access.ts); index creation and alias swaps belong to the
 * ops role alone (infra/search-ops-access.ts).
 * No fine-grained access control, hence no audit logs (they need it): the
 * functions use one index with one document type and no per-user rows, so
 * IAM's per-path verbs are the whole access model; infra/README.md says what
 * FGAC would cost and how to turn it on.
 */
export class SearchDomain extends Construct {
  readonly domain: Domain;

  constructor(scope: Construct, id: string, props: SearchDomainProps) {
    super(scope, id);
    const { search, logRetention } = props.settings;
    const zoneAware = search.dataNodes > 1;
    if (search.replicas < 0 || search.replicas >= search.dataNodes) {
      throw new Error(`Stage ${props.settings.name}: ${search.replicas} replica(s) need more than ${search.dataNodes} data node(s); a replica never shares its primary's node.`);
    }

    // Our own log groups and log resource policy (a plain AWS::Logs::ResourcePolicy), instead of the
    // custom resource Lambda CDK would otherwise create to write that policy.
    const logs = {
      slowSearchLogGroup: new LogGroup(this, 'SlowSearchLogs', { retention: logRetention }),
      slowIndexLogGroup: new LogGroup(this, 'SlowIndexLogs', { retention: logRetention }),
      appLogGroup: new LogGroup(this, 'AppLogs', { retention: logRetention }),
    };
    const logPolicy = new ResourcePolicy(this, 'LogsPolicy', {
      policyStatements: [
        new PolicyStatement({
          principals: [new ServicePrincipal('es.amazonaws.com')],
          actions: ['logs:PutLogEvents', 'logs:CreateLogStream'],
          resources: Object.values(logs).map((g) => g.logGroupArn),
          // The domain's own ARN would be a dependency cycle (the policy must exist before the domain).
          conditions: {
            StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
            ArnLike: { 'aws:SourceArn': `arn:${Aws.PARTITION}:es:${Aws.REGION}:${Aws.ACCOUNT_ID}:domain/*` },
          },
        }),
      ],
    });

    this.domain = new Domain(this, 'Domain', {
      version: searchEngineVersion,
      enableVersionUpgrade: true,
      capacity: {
        dataNodes: search.dataNodes,
        dataNodeInstanceType: search.dataNodeInstanceType,
        masterNodes: search.dedicatedMasters?.count,
        masterNodeInstanceType: search.dedicatedMasters?.instanceType,
        // Standby needs 3 AZs and dedicated managers; neither stage runs that topology.
        multiAzWithStandbyEnabled: false,
      },
      zoneAwareness: zoneAware ? { enabled: true, availabilityZoneCount: 2 } : { enabled: false },
      ebs: { enabled: true, volumeType: EbsDeviceVolumeType.GP3, volumeSize: search.volumeGiB },
      encryptionAtRest: { enabled: true },
      nodeToNodeEncryption: true,
      enforceHttps: true,
      // TLS 1.2 minimum with forward-secret ciphers only; Node's TLS stack negotiates them.
      tlsSecurityPolicy: TLSSecurityPolicy.TLS_1_2_PFS,
      // Bulk and multi-search items may not name an index in the body, so the path-scoped IAM of
      // infra/search-access.ts is the whole truth: /physicians/_bulk cannot write another index.
      advancedOptions: { 'rest.action.multi.allow_explicit_index': 'false' },
      logging: {
        slowSearchLogEnabled: true,
        slowIndexLogEnabled: true,
        appLogEnabled: true,
        ...logs,
      },
      suppressLogsResourcePolicy: true,
      offPeakWindowEnabled: true,
      enableAutoSoftwareUpdate: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.domain.node.addDependency(logPolicy);
    // Delegates to IAM, for the roles under SEARCH_ROLE_PATH only: the search-granted functions, the
    // indexer and the ops role, each held to its own paths by its own policy (infra/search-access.ts).
    // Any other principal of the account is refused here, whatever its policies say (issue 23).
    // Added after construction because it names the domain's own ARN (CDK writes it with a custom resource).
    this.domain.addAccessPolicies(
      new PolicyStatement({
        principals: [new AccountRootPrincipal()],
        actions: ['es:ESHttp*'],
        resources: [this.domain.domainArn, `${this.domain.domainArn}/*`],
        conditions: { ArnLike: { 'aws:PrincipalArn': searchRoleArnPattern } },
      }),
    );
    // Deleting that custom resource does nothing (it has no delete call); retained like the domain,
    // so the stack holds no resource with a Delete policy.
    for (const child of this.domain.node.findChild('AccessPolicy').node.findAll()) {
      if (child instanceof CfnResource && child.cfnResourceType.startsWith('Custom::')) {
        child.applyRemovalPolicy(RemovalPolicy.RETAIN);
      }
    }

    addSearchDomainAlarms(this, this.domain, search, props.alarmAction);
    this.acknowledgeNagFindings(props.settings);
  }

  private acknowledgeNagFindings(settings: StageSettings): void {
    const { search } = settings;
    Validations.of(this.domain).acknowledge(
      {
        id: 'AwsSolutions-OS1',
        reason:
          'No VPC, on purpose: the Lambdas run outside a VPC (no NAT gateway or VPC endpoints to pay for and operate), so they reach the public HTTPS endpoint. Every request is SigV4-signed and authorized by IAM, HTTPS with TLS 1.2+ is enforced, and the domain policy admits only this account\'s roles under the search role path.',
      },
      {
        id: 'AwsSolutions-OS3',
        reason:
          'No IP allowlist: Lambda outside a VPC has no fixed source addresses. Access is limited by IAM instead: the domain policy admits only this account\'s roles under the search role path, and only those roles hold es:ESHttp*.',
      },
    );
    if (!search.dedicatedMasters) {
      Validations.of(this.domain).acknowledge({
        id: 'AwsSolutions-OS4',
        reason: `Stage ${settings.name} runs ${search.dataNodes} data node(s) without dedicated cluster managers to keep cost down; prod has them.`,
      });
    }
    if (search.dataNodes < 2) {
      Validations.of(this.domain).acknowledge({
        id: 'AwsSolutions-OS7',
        reason: `Stage ${settings.name} is a single-node domain: zone awareness needs at least two data nodes. The index can be rebuilt from DynamoDB (npm run search:rebuild).`,
      });
    }
    this.acknowledgeAccessPolicyHandler();
  }

  /**
   * CDK writes the domain access policy through a custom resource (it needs the
   * domain's ARN, which the domain cannot reference itself); its Lambda is a
   * stack-level singleton with a role CDK creates.
   */
  private acknowledgeAccessPolicyHandler(): void {
    const stack = Stack.of(this);
    const handlers = stack.node.children.filter((c) => c.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'));
    for (const handler of handlers) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'Role created by CDK for its AwsCustomResource handler (the domain access policy); only writes its own logs.',
      });
    }
  }
}
