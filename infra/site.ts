import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AnyPrincipal, Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, BucketPolicy, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source, type ISource } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { ORIGIN_VERIFY_HEADER } from '../functions/http/origin-header';
import { nagNameOfImport } from './nag-names';
import { prerenderedPages } from './prerendered-pages';
import { repoPath } from './repo-paths';
import { HSTS_MAX_AGE_SECONDS, contentSecurityPolicy } from './security-headers';

export interface SiteProps {
  /** The bucket from StatefulStack; this construct owns its policy. */
  readonly siteBucket: IBucket;
  readonly api: IHttpApi;
  /** Sent to the API as x-origin-verify on every request; the functions refuse requests without it. */
  readonly originVerifyHeader: string;
  /** The WAF web ACL (CLOUDFRONT scope, from the Edge stack) in front of the whole distribution. */
  readonly webAclArn: string;
  /** Browsers fetch signed export URLs from it, so the CSP must allow it. */
  readonly exportsBucket: IBucket;
  /** The browser PUTs a CV there (a presigned URL), so the CSP must let it connect. */
  readonly cvBucket: IBucket;
  /** Written to /config.json so one web build serves every stage. */
  readonly webConfig: { readonly userPoolId: string; readonly userPoolClientId: string; readonly supportEmail: string };
  /** The Vite build; deployed only if present, so synth works without a web build. */
  readonly webDist?: string;
}

// Paths without a file extension are client-side routes of the SPA: the prerendered
// public pages get their own HTML (prerendered-pages.ts), every other route index.html.
// Doing this at the viewer request, not with error responses, keeps /api 403s and 404s intact.
export const spaRewrite = `var pages = ${JSON.stringify(prerenderedPages)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var key = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
  if (Object.prototype.hasOwnProperty.call(pages, key)) {
    request.uri = pages[key];
    return request;
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** CloudFront in front of the private site bucket (default) and the HTTP API (/api/*), one origin for the browser. */
export class Site extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    const stack = Stack.of(this);

    // Imported, so the OAC origin does not write a policy into StatefulStack that
    // would name this stack's distribution (a cross-stack cycle); ours below does.
    const siteBucket = Bucket.fromBucketAttributes(this, 'SiteBucket', {
      bucketName: props.siteBucket.bucketName,
      bucketArn: props.siteBucket.bucketArn,
      bucketRegionalDomainName: props.siteBucket.bucketRegionalDomainName,
    });

    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'CSP, HSTS and friends for the site and the API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy([
            `https://cognito-idp.${stack.region}.${stack.urlSuffix}`,
            `https://${props.exportsBucket.bucketRegionalDomainName}`,
            `https://${props.cvBucket.bucketRegionalDomainName}`,
          ]),
          override: true,
        },
        strictTransportSecurity: { accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS), includeSubdomains: true, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The execute-api URL is public; only CloudFront knows this value. It replaces any viewer-sent
      // header of the same name, as CloudFront's custom origin headers do.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifyHeader },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Physician directory site (${stack.stackName})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // US physicians and their recruiters: North American and European edges are enough.
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              code: FunctionCode.fromInline(spaRewrite),
              runtime: FunctionRuntime.JS_2_0,
              comment: 'Serve index.html for client-side routes',
            }),
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // With caching disabled this policy also forwards Authorization; Host must be the API's own.
          // It also adds CloudFront's viewer headers, among them CloudFront-Viewer-Address ("ip:port"):
          // API Gateway's sourceIp is the edge server, so the public forms rate-limit on this header
          // (functions/http/client-rate-limit.ts).
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
        },
      },
    });

    const policy = new BucketPolicy(this, 'SiteBucketPolicy', { bucket: siteBucket });
    policy.document.addStatements(
      new PolicyStatement({
        sid: 'DenyInsecureTransport',
        effect: Effect.DENY,
        principals: [new AnyPrincipal()],
        actions: ['s3:*'],
        resources: [siteBucket.bucketArn, siteBucket.arnForObjects('*')],
        conditions: { Bool: { 'aws:SecureTransport': 'false' } },
      }),
      new PolicyStatement({
        sid: 'AllowThisDistributionOnly',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [siteBucket.arnForObjects('*')],
        conditions: {
          StringEquals: {
            'AWS:SourceArn': stack.formatArn({
              service: 'cloudfront',
              region: '',
              resource: 'distribution',
              resourceName: this.distribution.distributionId,
            }),
          },
        },
      }),
    );

    this.deployContent(siteBucket, props.webConfig, props.webDist ?? repoPath('web', 'dist'));
    this.acknowledgeDeploymentHandler(props.siteBucket);
    this.acknowledgeNagFindings();
  }

  /**
   * Hashed build assets are immutable and cached for a year; the entry files
   * (index.html, config.json, public/ files) revalidate so a deploy shows at once.
   * Neither prunes: browsers holding an old index.html still find its assets.
   */
  private deployContent(siteBucket: IBucket, webConfig: SiteProps['webConfig'], dist: string): void {
    const hasBuild = existsSync(dist);
    const hasAssets = existsSync(join(dist, 'assets'));

    const assets = hasAssets
      ? new BucketDeployment(this, 'DeployAssets', {
          sources: [Source.asset(join(dist, 'assets'))],
          destinationBucket: siteBucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
          prune: false,
          memoryLimit: 512,
        })
      : undefined;

    const entrySources: ISource[] = [
      Source.jsonData('config.json', {
        region: Stack.of(this).region,
        userPoolId: webConfig.userPoolId,
        userPoolClientId: webConfig.userPoolClientId,
        // The address the functions mail Contact Us messages to, so the page shows the same one.
        supportEmail: webConfig.supportEmail,
      }),
    ];
    if (hasBuild) entrySources.unshift(Source.asset(dist, { exclude: ['assets', 'assets/**'] }));

    const entry = new BucketDeployment(this, 'DeployEntry', {
      sources: entrySources,
      destinationBucket: siteBucket,
      cacheControl: [CacheControl.noCache()],
      prune: false,
      memoryLimit: 512,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) entry.node.addDependency(assets);
  }

  /**
   * BucketDeployment's handler is one singleton per stack, created by CDK with
   * its own role. `siteBucket` is StatefulStack's bucket, not the local import.
   */
  private acknowledgeDeploymentHandler(siteBucket: IBucket): void {
    const stack = Stack.of(this);
    const handlers = stack.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    const wildcards: Record<string, string> = {
      'Action::s3:GetObject*': 'CDK grantRead on the asset and site buckets: the handler copies the build into the site bucket.',
      'Action::s3:GetBucket*': 'CDK grantRead on the asset and site buckets, needed by `aws s3 sync`.',
      'Action::s3:List*': 'CDK grantRead on the asset and site buckets: `aws s3 sync` lists both sides.',
      'Action::s3:DeleteObject*': 'CDK grantReadWrite on the site bucket only; prune is off but the grant is fixed by CDK.',
      'Action::s3:Abort*': 'CDK grantReadWrite on the site bucket only: aborts failed multipart uploads.',
      [`Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-<AWS::AccountId>-<AWS::Region>/*`]:
        'The CDK bootstrap asset bucket, where the zipped build is staged; read only.',
      [`Resource::${nagNameOfImport(siteBucket, siteBucket.bucketArn)}/*`]: 'Objects of the site bucket, which this deployment owns.',
      'Resource::*': 'cloudfront:CreateInvalidation/GetInvalidation, which CDK grants without a resource scope.',
    };
    for (const handler of handlers) {
      Validations.of(handler).acknowledge(
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason: 'Role created by CDK for the BucketDeployment handler; only writes its own logs.',
        },
        {
          id: 'AwsSolutions-L1',
          reason: 'The BucketDeployment handler runtime is pinned by aws-cdk-lib and updated with it.',
        },
        ...Object.entries(wildcards).map(([finding, reason]) => ({ id: `AwsSolutions-IAM5[${finding}]`, reason })),
      );
    }
  }

  private acknowledgeNagFindings(): void {
    Validations.of(this.distribution).acknowledge(
      {
        id: 'Annotation::@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason: 'Intended: the SiteBucketPolicy of this construct grants this distribution (OAC) read access.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The directory is public by design; no country is excluded by the spec.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'Standard logging needs an ACL-enabled log bucket; API requests are already logged by the HTTP API access log and the site serves only static files.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'The distribution uses the default *.cloudfront.net certificate, for which CloudFront fixes the TLS policy; a custom domain with TLSv1.2_2021 comes with the domain issue.',
      },
    );
  }
}
