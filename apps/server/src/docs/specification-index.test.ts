import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/specification-index.md maps each section of the specification to the files that implement it: a file
// that moves or goes must take its entry along, or the index sends a reader nowhere.
const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the specification index', () => {
  it('names only files that exist', () => {
    const index = readFileSync(path.join(root, 'docs/specification-index.md'), 'utf8');
    const named = [...index.matchAll(/`((?:apps|packages)\/[^`*]+\.\w+)`/g)].map((m) => m[1]!);
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((f) => !existsSync(path.join(root, f)))).toEqual([]);
  });
});
