import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareRelativeImports, barrelExports, importedNames, importGraph, staticClosure } from './import-graph';

// The UI kit's real files: the graph must read them as the bundler does (docs/decisions/065-first-screen-chunks.md).
const coreDir = join(dirname(dirname(createRequire(import.meta.url).resolve('@mantine/core'))), 'esm');
const coreIndex = join(coreDir, 'index.mjs');
const nativeSelect = join(coreDir, 'components/NativeSelect/NativeSelect.mjs');

describe('reading the UI kit', () => {
  it("maps each name of the kit's index module to the module that defines it", () => {
    const exports = barrelExports(coreIndex, readFileSync(coreIndex, 'utf8'));
    expect(exports.get('Checkbox')).toBe(join(coreDir, 'components/Checkbox/Checkbox.mjs'));
    expect(exports.get('TextInput')).toBe(join(coreDir, 'components/TextInput/TextInput.mjs'));
  });

  it("drops a kit module's side-effect-only imports of siblings and keeps the ones it takes names from", () => {
    const bare = bareRelativeImports(nativeSelect, readFileSync(nativeSelect, 'utf8'));
    expect(bare.has(join(coreDir, 'components/Combobox/Combobox.mjs'))).toBe(true);
    expect(bare.has(join(coreDir, 'components/ScrollArea/ScrollArea.mjs'))).toBe(true);
    expect(bare.has(join(coreDir, 'components/InputBase/InputBase.mjs'))).toBe(false);
    expect(bare.has(join(coreDir, 'components/Combobox/ComboboxChevron/ComboboxChevron.mjs'))).toBe(false);
  });

  it('keeps a style sheet imported for its side effect', () => {
    expect([...bareRelativeImports('/pkg/a/A.mjs', "import './A.css';\nimport './B.mjs';\n")]).toEqual(['/pkg/a/B.mjs']);
  });

  it('lists the names a module imports from a package, without aliases or type imports', () => {
    const code = "import { Button, Group as Row, type MantineTheme } from '@mantine/core';\nimport { useId } from '@mantine/hooks';";
    expect(importedNames(code, '@mantine/core')).toEqual(['Button', 'Group', 'MantineTheme']);
    expect(importedNames(code, '@mantine/hooks')).toEqual(['useId']);
  });
});

describe('the import graph', () => {
  const kit = '/repo/node_modules/@mantine/core/esm/index.mjs';
  const modules: Record<string, { importedIds: string[]; code: string }> = {
    '/app/screen.tsx': { importedIds: [kit, '/app/card.tsx'], code: "import { Button } from '@mantine/core';" },
    '/app/card.tsx': { importedIds: [], code: '' },
    [kit]: {
      importedIds: ['/repo/node_modules/@mantine/core/esm/Button.mjs', '/repo/node_modules/@mantine/core/esm/Table.mjs'],
      code: "export { Button } from './Button.mjs';\nexport { Table } from './Table.mjs';",
    },
    '/repo/node_modules/@mantine/core/esm/Button.mjs': {
      importedIds: ['/repo/node_modules/@mantine/core/esm/Table.mjs'],
      code: "import './Table.mjs';",
    },
    '/repo/node_modules/@mantine/core/esm/Table.mjs': { importedIds: [], code: '' },
  };
  const graph = importGraph((id) => modules[id] ?? null, Object.keys(modules));

  it("follows an import of the kit's index module only to the names taken, and no side-effect-only sibling", () => {
    expect([...staticClosure(graph, '/app/screen.tsx')].sort()).toEqual([
      '/app/card.tsx',
      '/app/screen.tsx',
      '/repo/node_modules/@mantine/core/esm/Button.mjs',
    ]);
  });
});
