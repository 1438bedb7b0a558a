import type { Plugin } from 'vite';

/** Writes <file>.br and <file>.gz for every compressible file of at least 1 KB below dir. */
export function precompressDirectory(dir: string): Promise<string[]>;
/** Brotli and gzip siblings of the build's compressible files, written after the bundle is closed. */
export function precompress(): Plugin;
