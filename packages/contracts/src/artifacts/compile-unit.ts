import { createRequire } from 'node:module';
import { AppError } from '@nft/shared';
import { z } from 'zod';
import type { ContractArtifact } from './artifacts';
import type { CompilationUnit, ContractName } from './contract-sources';

type Solc = { compile(input: string): string };
const require = createRequire(import.meta.url);

/**
 * The solc release, read from its package: the cache key of the artifacts. Loading solc itself decodes its
 * 8 MB compiler (soljson) and takes seconds of CPU, so every process that only reads the cached artifacts
 * (the API, the indexer, each test worker) skips it; the compiler is loaded by the first compile.
 */
export const solcVersion = (require('solc/package.json') as { version: string }).version;
let solc: Solc | undefined;

const solcOutputSchema = z.object({
  errors: z.array(z.object({ severity: z.string(), formattedMessage: z.string() })).optional(),
  contracts: z
    .record(
      z.string(),
      z.record(
        z.string(),
        z.object({
          abi: z.array(z.record(z.string(), z.unknown())),
          evm: z.object({ bytecode: z.object({ object: z.string() }), deployedBytecode: z.object({ object: z.string() }) }),
        }),
      ),
    )
    .optional(),
});

/** The exact solc standard-JSON input of a unit; its hash is the cache key. */
export function standardJsonInput(unit: CompilationUnit, sources: Record<string, { content: string }>) {
  return {
    language: 'Solidity',
    sources,
    settings: {
      ...unit.settings,
      outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
    },
  };
}

/** Compiles one unit with solcjs (synchronous and CPU-heavy: tens of seconds for Seaport). */
export function compileUnit(
  unit: CompilationUnit,
  input: ReturnType<typeof standardJsonInput>,
): Partial<Record<ContractName, ContractArtifact>> {
  solc ??= require('solc') as Solc;
  const output = solcOutputSchema.parse(JSON.parse(solc.compile(JSON.stringify(input))));
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new AppError('internal_error', 'solidity compilation failed', {
      details: errors.map((error) => error.formattedMessage),
    });
  }
  const artifacts: Partial<Record<ContractName, ContractArtifact>> = {};
  for (const [name, unitName] of Object.entries(unit.contracts) as [ContractName, string][]) {
    const compiled = output.contracts?.[unitName]?.[name];
    if (!compiled) throw new AppError('internal_error', `solc produced no ${name} in ${unitName}`);
    artifacts[name] = {
      abi: compiled.abi as unknown as ContractArtifact['abi'],
      bytecode: `0x${compiled.evm.bytecode.object}`,
      deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
    };
  }
  return artifacts;
}
