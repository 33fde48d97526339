import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Template } from 'aws-cdk-lib/assertions';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Source } from 'aws-cdk-lib/aws-s3-deployment';
import { describe, expect, it, vi } from 'vitest';
import { Site, spaRewrite } from './site';

interface Deployment {
  Properties: { SourceObjectKeys: unknown[]; SystemMetadata: Record<string, string> };
  DependsOn?: string[];
}

/** A site in its own stack, its buckets in another, as in the real app. */
const deploymentsFor = (webDist: string): Deployment[] => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const data = new Stack(app, 'Data');
  const stack = new Stack(app, 'Site');
  new Site(stack, 'Site', {
    siteBucket: new Bucket(data, 'SiteBucket'),
    exportsBucket: new Bucket(data, 'ExportsBucket'),
    cvBucket: new Bucket(data, 'CvBucket'),
    api: new HttpApi(stack, 'Api'),
    webConfig: { userPoolId: 'pool', userPoolClientId: 'client', supportEmail: 'help@stage.example.org' },
    originVerifyHeader: 'origin-verify-test-value',
    webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/test/abc',
    webDist,
  });
  return Object.values(Template.fromStack(stack).findResources('Custom::CDKBucketDeployment')) as Deployment[];
};

describe('Site content', () => {
  it('deploys only /config.json when there is no web build', () => {
    const deployments = deploymentsFor(join(tmpdir(), 'no-such-web-dist'));
    expect(deployments).toHaveLength(1);
    expect(deployments[0]?.Properties.SourceObjectKeys).toHaveLength(1);
  });

  it("writes the functions' support address into /config.json, for the contact page", () => {
    const jsonData = vi.spyOn(Source, 'jsonData');
    deploymentsFor(join(tmpdir(), 'no-such-web-dist'));
    expect(jsonData).toHaveBeenCalledWith('config.json', expect.objectContaining({ userPoolId: 'pool', supportEmail: 'help@stage.example.org' }));
    jsonData.mockRestore();
  });

  it('deploys hashed assets as immutable, then the entry files as no-cache', () => {
    const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');

    const deployments = deploymentsFor(dist);
    rmSync(dist, { recursive: true, force: true });
    const cacheControls = deployments.map((d) => d.Properties.SystemMetadata['cache-control']);
    expect(cacheControls).toEqual(['public, max-age=31536000, immutable', 'no-cache']);
    const [, entry] = deployments;
    expect(entry?.Properties.SourceObjectKeys).toHaveLength(2);
    expect(entry?.DependsOn?.some((id) => id.includes('DeployAssets'))).toBe(true);
  });
});

describe('SPA rewrite function', () => {
  const rewrite = new Function(`${spaRewrite}; return handler;`)() as (event: {
    request: { uri: string };
  }) => { uri: string };

  it.each([
    ['/', '/_pages/index.html'],
    ['/search', '/_pages/search.html'],
    ['/search/', '/_pages/search.html'],
    ['/about', '/_pages/about.html'],
    ['/searches', '/index.html'],
    ['/search/x', '/index.html'],
    ['/constructor', '/index.html'],
    ['/directory', '/index.html'],
    ['/lists/01HXYZ', '/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/config.json', '/config.json'],
    ['/favicon.svg', '/favicon.svg'],
  ])('%s -> %s', (uri, expected) => {
    expect(rewrite({ request: { uri } }).uri).toBe(expected);
  });
});
