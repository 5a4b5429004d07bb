/** The 18 production chains of docs/product.md (spec sections 3 and 9), in the spec's order. */
export const productionChainSymbols = [
  'nuls',
  'bsc',
  'clv',
  'ontevm',
  'eth',
  'polygon',
  'enuls',
  'vision',
  'okx',
  'platon',
  'opside',
  'zeta',
  'pego',
  'patex',
  'opbnb',
  'scroll',
  'linea',
  'astar',
] as const;

/** The two anvil chains of local development (chain ids 31337 and 31338). */
export const localChainSymbols = ['local1', 'local2'] as const;

export const chainSymbols = [...productionChainSymbols, ...localChainSymbols] as const;

export type ProductionChainSymbol = (typeof productionChainSymbols)[number];
export type LocalChainSymbol = (typeof localChainSymbols)[number];
export type ChainSymbol = (typeof chainSymbols)[number];

export function isChainSymbol(value: string): value is ChainSymbol {
  return (chainSymbols as readonly string[]).includes(value);
}

export function isLocalChainSymbol(value: string): value is LocalChainSymbol {
  return (localChainSymbols as readonly string[]).includes(value);
}
