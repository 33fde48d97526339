// s3rver ships no types; this is the slice of its API the local stack uses.
declare module 's3rver' {
  interface S3rverOptions {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    /** Buckets created (or re-configured) at run(), each with its config documents (CORS XML). */
    configureBuckets?: Array<{ name: string; configs: Array<string | Buffer> }>;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    /** Set by run(): the server it listens with. */
    readonly httpServer: import('node:http').Server;
    close(): Promise<void>;
  }
}
