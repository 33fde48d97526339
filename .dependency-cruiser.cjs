/**
 * The import rules of DESIGN §1, checked by `npm run lint:deps` (part of `npm test`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const features = '(search|account|meta|lists|saved-searches|exports|billing|submissions|removal|admin|contact-form|indexer|physicians|profile|teams)';

module.exports = {
  forbidden: [
    {
      name: 'core-is-pure',
      comment: 'functions/core imports no adapter, no AWS SDK and no feature: ports are interfaces.',
      severity: 'error',
      from: { path: '^functions/core/' },
      to: { path: ['^functions/adapters/', '^functions/http/', `^functions/${features}/`, '@aws-sdk/', 'aws-jwt-verify', '@smithy/', '@aws-crypto/'] },
    },
    {
      name: 'features-stay-apart',
      comment: 'A feature never imports another feature; shared things live in functions/core.',
      severity: 'error',
      from: { path: `^functions/${features}/` },
      to: { path: `^functions/${features}/`, pathNot: ['^functions/$1/'] },
    },
    {
      name: 'handlers-use-ports',
      comment: 'Feature handlers reach AWS only through the ports the wrapper hands them; the Lambda entry file wires the adapters, tests may pick real ones.',
      severity: 'error',
      from: { path: `^functions/${features}/`, pathNot: ['/lambda\\.ts$', '\\.test\\.ts$'] },
      to: { path: ['^functions/adapters/', '@aws-sdk/'] },
    },
    {
      name: 'web-features-stay-apart',
      comment: 'Web features never import each other (bulletproof-react); shared code is in web/src/components and web/src/lib.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/([^/]+)/', pathNot: ['^web/src/features/$1/'] },
    },
    {
      name: 'web-uses-no-server-code',
      comment: 'The web may share functions/core (schemas, access rules) and nothing else of the backend.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: ['^functions/(?!core/)', '^scripts/', '^infra/'] },
    },
    {
      name: 'production-uses-no-test-support',
      comment: 'Test helpers (OpenSearch evaluator, stub server, goldens, fixtures) must never end up in a Lambda bundle or the stack.',
      severity: 'error',
      from: { path: ['^functions/', '^infra/'], pathNot: '\\.test\\.ts$' },
      to: { path: '^test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', 'web/dist', 'cdk.out'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js'] },
  },
};
