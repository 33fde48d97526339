import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths, so synth gives the same result whatever directory cdk or vitest runs from. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export const repoPath = (...segments: string[]): string => join(repoRoot, ...segments);
