import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openApiDocument } from '../../functions/openapi';

/**
 * `npm run lint:openapi` (part of `npm test`): writes the OpenAPI document
 * exactly as GET /api/openapi.json serves it to a temporary file and lints it
 * with Redocly's recommended rules (redocly.yaml says which are relaxed, and
 * why). Exit code: Redocly's (0: no errors).
 */
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(openApiDocument(), null, 2));
  const redocly = join(process.cwd(), 'node_modules', '.bin', 'redocly');
  // No telemetry from a test run: it would be the only network call of `npm test`.
  const result = spawnSync(redocly, ['lint', file, '--config', 'redocly.yaml'], { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
