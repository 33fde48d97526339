/** The generated document's file name beside the meta bundle (scripts/openapi/write-openapi.ts writes it). */
export const OPENAPI_FILE = 'openapi.json';
