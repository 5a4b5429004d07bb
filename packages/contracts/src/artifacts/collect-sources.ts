import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { AppError } from '@nft/shared';

// Matches `import "x";`, `import "x" as y;` and `import {a, b} from "x";` (also across lines).
const importPattern = /^\s*import\s+(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;

function resolveUnitName(importer: string, path: string): string {
  return path.startsWith('.') ? posix.normalize(posix.join(posix.dirname(importer), path)) : path;
}

function readUnit(unitName: string, roots: Readonly<Record<string, string>>): string {
  const prefix = Object.keys(roots).find((candidate) => unitName.startsWith(candidate));
  if (prefix === undefined) throw new AppError('internal_error', `no source root for ${unitName}`);
  return readFileSync(`${roots[prefix]}${unitName.slice(prefix.length)}`, 'utf8');
}

/**
 * Reads every source file reachable from the entry units, keyed by source unit name. Giving solc
 * the complete set up front means it needs no import callback and the input hashes the build.
 */
export function collectSources(
  entryUnits: readonly string[],
  roots: Readonly<Record<string, string>>,
): Record<string, { content: string }> {
  const sources: Record<string, { content: string }> = {};
  const pending = [...entryUnits];
  for (let unit = pending.pop(); unit !== undefined; unit = pending.pop()) {
    if (sources[unit]) continue;
    const content = readUnit(unit, roots);
    sources[unit] = { content };
    for (const match of content.matchAll(importPattern)) {
      if (match[1] !== undefined) pending.push(resolveUnitName(unit, match[1]));
    }
  }
  return Object.fromEntries(Object.entries(sources).sort(([a], [b]) => a.localeCompare(b)));
}
