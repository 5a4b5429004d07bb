// A lint rule for the web app's features: a file in `src/features/<a>/` may import another feature
// only through that feature's public entries, the files at its top level (`index.ts`, and e.g.
// `wallet/contract-write.ts` for what pages load on demand), never the internals in its
// subfolders, so a feature can reorganise its files without breaking another. Shared UI lives in `src/components`
// and `src/lib`. (No published plugin checks relative imports against a folder's index this simply.)
import { dirname, relative, resolve, sep } from 'node:path';

function featureOf(path, featuresDir) {
  const rel = relative(featuresDir, path);
  if (rel.startsWith('..')) return undefined;
  const [name, ...rest] = rel.split(sep);
  return { name, inner: rest.join('/') };
}

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internal: "'{{spec}}' reaches into the {{feature}} feature: import from its index ('{{entry}}') or another top-level entry",
    },
    schema: [],
  },
  create(context) {
    const featuresDir = resolve(context.cwd, 'apps/web/src/features');
    const from = featureOf(context.filename, featuresDir);
    if (!from) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = featureOf(resolve(dirname(context.filename), spec), featuresDir);
      if (!target || target.name === from.name || !target.inner.includes('/')) return;
      const entry = relative(dirname(context.filename), resolve(featuresDir, target.name)).split(sep).join('/');
      context.report({ node: node.source, messageId: 'internal', data: { spec, feature: target.name, entry } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
