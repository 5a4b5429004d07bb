import { describe, expect, it } from 'vitest';
import { soakFailures, type ReplicaCounts, type SoakFigures } from './soak-checks';

const clean: ReplicaCounts = { answered2xx: 500, answered4xx: 0, answered5xx: 0, connectionErrors: 0, timeouts: 0 };
const passing: SoakFigures = {
  killedReplica: { ...clean, connectionErrors: 4 },
  survivingReplica: clean,
  ordersPosted: 10,
  ordersInBook: 10,
  purchasesConfirmed: 5,
  salesOnChain: 5,
  saleActivityRows: 5,
  auditProblems: [],
};

describe('soakFailures', () => {
  it('passes a run whose only errors are the connections the kill cut on the killed replica', () => {
    expect(soakFailures(passing)).toEqual([]);
  });

  it('fails a 5xx or a lost connection on the surviving replica, and a 5xx on the killed one', () => {
    expect(soakFailures({ ...passing, survivingReplica: { ...clean, answered5xx: 1 } })).toEqual(['surviving replica answered 1 5xx']);
    expect(soakFailures({ ...passing, survivingReplica: { ...clean, connectionErrors: 2 } })).toEqual([
      'surviving replica: 2 connection errors, 0 timeouts',
    ]);
    expect(soakFailures({ ...passing, killedReplica: { ...clean, answered5xx: 3 } })).toEqual(['killed replica answered 3 5xx']);
  });

  it('fails a lost or duplicated order or sale, and a run that traded nothing', () => {
    expect(soakFailures({ ...passing, ordersInBook: 9 })).toEqual(['10 orders posted, 9 in the book']);
    expect(soakFailures({ ...passing, saleActivityRows: 6 })).toEqual(['5 sales on chain, 6 sale activity rows']);
    expect(soakFailures({ ...passing, salesOnChain: 4, saleActivityRows: 4 })).toEqual([
      '5 purchases confirmed, 4 OrderFulfilled logs on chain',
    ]);
    expect(
      soakFailures({ ...passing, ordersPosted: 0, ordersInBook: 0, purchasesConfirmed: 0, salesOnChain: 0, saleActivityRows: 0 }),
    ).toEqual(['no order was posted', 'no purchase was made']);
  });

  it('reports each disagreement of the book audit', () => {
    expect(soakFailures({ ...passing, auditProblems: ['order 0xab: filled 0 in the book, 1 on chain'] })).toEqual([
      'audit: order 0xab: filled 0 in the book, 1 on chain',
    ]);
  });
});
