// `npm run build -w @nft/contracts`: compiles the contracts into the artifact cache (once; later
// runs reuse it) and refreshes the generated ABI modules in src/abi.
import { join } from 'node:path';
import { packageRoot } from '../src/artifacts/contract-sources';
import { loadArtifacts } from '../src/artifacts/load-artifacts';
import { writeAbiModules } from './abi-modules';

const artifacts = await loadArtifacts({ onCompile: (message) => console.log(`${message} (about a minute)`) });
const changed = await writeAbiModules(artifacts, join(packageRoot, 'src/abi'));
for (const file of changed) console.log(`wrote ${file}`);
console.log('contracts: artifacts up to date');
