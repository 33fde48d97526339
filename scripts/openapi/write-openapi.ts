import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../../functions/openapi';
import { OPENAPI_FILE } from '../../functions/meta/open-api-file';

/**
 * `tsx scripts/openapi/write-openapi.ts DIR`: writes the OpenAPI document to
 * DIR/openapi.json. infra/feature-function.ts runs it after bundling the
 * meta function, which then serves the file instead of bundling every
 * endpoint's code to build it (functions/meta/get-open-api.ts).
 */
const dir = process.argv[2];
if (!dir) throw new Error('Usage: tsx scripts/openapi/write-openapi.ts OUTPUT_DIR');
writeFileSync(`${dir}/${OPENAPI_FILE}`, JSON.stringify(openApiDocument()));
