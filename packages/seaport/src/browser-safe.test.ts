import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web bundle imports this package (docs/product.md "Architecture"): its code may use viem and the
// generated ABIs only, never Node or server packages. Tests and their fixture may use anything.
const allowed = (specifier: string) => specifier.startsWith('.') || specifier === '@nft/contracts/abi' || /^viem(\/|$)/.test(specifier);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('@nft/seaport is browser-safe', () => {
  it('imports only viem, @nft/contracts/abi and its own files outside the tests', () => {
    const files = sources(import.meta.dirname);
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((match) => match[1] as string)
        .filter((specifier) => !allowed(specifier))
        .map((specifier) => `${relative(import.meta.dirname, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
