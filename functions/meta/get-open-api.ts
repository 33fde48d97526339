import { http, ok } from '../http/endpoint';
import { openApiDocument } from '../openapi';

let doc: ReturnType<typeof openApiDocument> | undefined;

export const getOpenApi = http({ summary: 'This document' }, async () => ok((doc ??= openApiDocument())));
