import type { ChainSymbol } from '../chain-symbol';
import type { EvmChainPreset, NulsChainPreset } from './chain-preset';
import { astar } from './astar';
import { bsc } from './bsc';
import { clv } from './clv';
import { enuls } from './enuls';
import { eth } from './eth';
import { linea } from './linea';
import { local1 } from './local1';
import { local2 } from './local2';
import { nuls } from './nuls';
import { okx } from './okx';
import { ontevm } from './ontevm';
import { opbnb } from './opbnb';
import { opside } from './opside';
import { patex } from './patex';
import { pego } from './pego';
import { platon } from './platon';
import { polygon } from './polygon';
import { scroll } from './scroll';
import { vision } from './vision';
import { zeta } from './zeta';

export type ChainPresetMap = { [S in ChainSymbol]: S extends 'nuls' ? NulsChainPreset : EvmChainPreset<S> };

/** Every chain's static facts, keyed by symbol (spec order, then the local chains). */
export const chainPresets: ChainPresetMap = {
  nuls,
  bsc,
  clv,
  ontevm,
  eth,
  polygon,
  enuls,
  vision,
  okx,
  platon,
  opside,
  zeta,
  pego,
  patex,
  opbnb,
  scroll,
  linea,
  astar,
  local1,
  local2,
};
