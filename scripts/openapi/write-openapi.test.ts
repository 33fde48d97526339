import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../functions/openapi';
import { OPENAPI_FILE } from '../../functions/meta/open-api-file';

/** The bundled meta function serves this file (functions/meta/get-open-api.ts): it must be the document the code generates. */
describe('write-openapi (run after bundling the meta function)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-file-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes exactly the document GET /api/openapi.json serves from source', () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/openapi/write-openapi.ts', dir], { stdio: 'pipe' });
    expect(JSON.parse(readFileSync(join(dir, OPENAPI_FILE), 'utf8'))).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });
});
