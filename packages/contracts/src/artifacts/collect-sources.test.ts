import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { collectSources } from './collect-sources';

describe('collectSources', () => {
  let dir: string;
  const write = async (path: string, content: string) => {
    await mkdir(join(dir, path, '..'), { recursive: true });
    await writeFile(join(dir, path), content);
  };

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'collect-sources-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('follows relative, remapped and multi-line imports once each', async () => {
    await write('app/Main.sol', 'import "./lib/A.sol";\nimport {\n  B,\n  C\n} from "dep/B.sol";\ncontract Main {}');
    await write('app/lib/A.sol', 'import { B } from "dep/B.sol";\ncontract A {}');
    await write('dep/B.sol', 'import "../dep/sub/C.sol" as C;\ncontract B {}');
    await write('dep/sub/C.sol', '// import "never/Here.sol"; is only a comment\ncontract C {}');
    const roots = { 'app/': join(dir, 'app/'), 'dep/': join(dir, 'dep/') };

    const sources = collectSources(['app/Main.sol'], roots);

    expect(Object.keys(sources)).toEqual(['app/lib/A.sol', 'app/Main.sol', 'dep/B.sol', 'dep/sub/C.sol']);
    expect(sources['dep/B.sol']?.content).toContain('contract B');
  });

  it('refuses an import outside the known roots', async () => {
    await write('app/Main.sol', 'import "elsewhere/X.sol";');
    expect(() => collectSources(['app/Main.sol'], { 'app/': join(dir, 'app/') })).toThrow('no source root for elsewhere/X.sol');
  });
});
