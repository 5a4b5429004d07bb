import { parseArgs } from 'node:util';
import type { Address, Hex } from 'viem';
import { deployerAccount } from '@nft/devnet';
import { stakingOperator } from './staking-operator-actions';

/**
 * The operator's staking command (docs/decisions/041-staking-in-the-product.md); the operator console's Staking tab
 * builds the same transactions for the admin's wallet (staking-operator-actions.ts, @nft/contracts/staking):
 *   npm run staking -w apps/embedded -- create --staking 0x.. --collections 0x..,0x.. --token 0x.. --reward 1000 --days 7 --lock 3600
 *   npm run staking -w apps/embedded -- show --staking 0x.. --activity 1
 *   npm run staking -w apps/embedded -- withdraw --staking 0x.. --activity 1 --to 0x..
 * --rpc (or STAKING_RPC_URL) defaults to the first local chain (http://127.0.0.1:8545); the key comes from
 * STAKING_OPERATOR_KEY, else the local devnet's deployer (the operator of the local stake contracts). The stake
 * contract of a chain is its `stakeContract` in GET /v1/chains. --start/--end take dates (default start: the chain's now).
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    rpc: { type: 'string' },
    staking: { type: 'string' },
    collections: { type: 'string' },
    token: { type: 'string' },
    reward: { type: 'string' },
    start: { type: 'string' },
    days: { type: 'string' },
    end: { type: 'string' },
    lock: { type: 'string', default: '0' },
    cap: { type: 'string', default: '0' },
    activity: { type: 'string' },
    to: { type: 'string' },
  },
});

function need(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required`);
  return value;
}

const seconds = (date: string) => {
  const at = Math.floor(Date.parse(date) / 1000);
  if (!Number.isFinite(at)) throw new Error(`not a date: ${date}`);
  return at;
};

async function main() {
  const operator = stakingOperator({
    rpcUrl: values.rpc ?? process.env.STAKING_RPC_URL ?? 'http://127.0.0.1:8545',
    privateKey: (process.env.STAKING_OPERATOR_KEY ?? deployerAccount.privateKey) as Hex,
    staking: (values.staking ?? process.env.STAKING_CONTRACT ?? need('staking')) as Address,
  });
  const print = async (activityId: bigint) => console.log(JSON.stringify(await operator.show(activityId), null, 2));

  switch (positionals[0]) {
    case 'create': {
      const activityId = await operator.create({
        collections: need('collections')
          .split(',')
          .map((address) => address.trim() as Address),
        token: need('token') as Address,
        reward: need('reward'),
        ...(values.start && values.start !== 'now' ? { start: seconds(values.start) } : {}),
        ...(values.end ? { end: seconds(values.end) } : {}),
        ...(values.days ? { days: Number(values.days) } : {}),
        lockSeconds: BigInt(need('lock')),
        cap: BigInt(need('cap')),
      });
      return print(activityId);
    }
    case 'show':
      return print(BigInt(need('activity')));
    case 'withdraw': {
      const activityId = BigInt(need('activity'));
      await operator.withdraw(activityId, need('to') as Address);
      return print(activityId);
    }
    default:
      throw new Error('usage: staking create|show|withdraw --staking 0x.. [options] (see docs/decisions/041-staking-in-the-product.md)');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
