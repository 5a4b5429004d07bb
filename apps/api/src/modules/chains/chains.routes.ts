import type { FastifyInstance } from 'fastify';
import { publicChainDefinitionSchema, wallets, type ChainRegistry } from '@nft/chains';
import { defineRoute } from '../../http/define-route';
import { chainListSchema, chainParamsSchema } from '@nft/api-contract';

export function registerChainRoutes(app: FastifyInstance, registry: ChainRegistry): void {
  defineRoute(app, {
    method: 'GET',
    url: '/chains',
    summary: 'The chain and wallet registry',
    description:
      'All chains with their contract addresses and `active` flag, and the supported wallets. No secrets: RPC URLs are the public defaults.',
    tags: ['chains'],
    response: chainListSchema,
    handler: () => ({ chains: registry.toPublic(), wallets: Object.values(wallets) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/chains/:symbol',
    summary: 'One chain by symbol',
    tags: ['chains'],
    request: { params: chainParamsSchema },
    response: publicChainDefinitionSchema,
    errors: ['unsupported_chain'],
    handler: (request) => {
      // get() throws unsupported_chain ('unexpected: unsupported chain') for an unknown symbol.
      const { symbol } = registry.get(request.params.symbol);
      const chain = registry.toPublic().find((entry) => entry.symbol === symbol);
      if (!chain) throw new Error(`chain ${symbol} is missing from the public registry`);
      return chain;
    },
  });
}
