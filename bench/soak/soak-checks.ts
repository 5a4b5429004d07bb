/** What one replica answered during the soak: the read load (autocannon) and the writers' calls together. */
export type ReplicaCounts = { answered2xx: number; answered4xx: number; answered5xx: number; connectionErrors: number; timeouts: number };

export type SoakFigures = {
  /** The replica killed and restarted mid-run, and the one that stayed up. */
  killedReplica: ReplicaCounts;
  survivingReplica: ReplicaCounts;
  /** Distinct order hashes the API accepted (201, or 200 for a resubmission after a cut answer). */
  ordersPosted: number;
  ordersInBook: number;
  /** Purchases whose transaction succeeded, OrderFulfilled logs on chain, sale activity rows. */
  purchasesConfirmed: number;
  salesOnChain: number;
  saleActivityRows: number;
  /** The book audit's disagreements with the chain (apps/embedded/src/trading-stress/book-audit.ts). */
  auditProblems: string[];
};

/**
 * The soak's pass conditions (issue 17 item 7), one line per failure: the surviving replica answered
 * no 5xx and lost no connection; the killed one answered no 5xx either (its cut connections are
 * expected); every posted order is in the book; every confirmed purchase is one sale on chain and
 * one sale activity row; the book agrees with the chain. An empty list is a pass.
 */
export function soakFailures(figures: SoakFigures): string[] {
  const failures: string[] = [];
  const survivor = figures.survivingReplica;
  if (survivor.answered5xx > 0) failures.push(`surviving replica answered ${survivor.answered5xx} 5xx`);
  if (survivor.connectionErrors > 0 || survivor.timeouts > 0)
    failures.push(`surviving replica: ${survivor.connectionErrors} connection errors, ${survivor.timeouts} timeouts`);
  if (figures.killedReplica.answered5xx > 0) failures.push(`killed replica answered ${figures.killedReplica.answered5xx} 5xx`);
  if (figures.ordersPosted === 0) failures.push('no order was posted');
  if (figures.ordersInBook !== figures.ordersPosted)
    failures.push(`${figures.ordersPosted} orders posted, ${figures.ordersInBook} in the book`);
  if (figures.purchasesConfirmed === 0) failures.push('no purchase was made');
  if (figures.salesOnChain !== figures.purchasesConfirmed)
    failures.push(`${figures.purchasesConfirmed} purchases confirmed, ${figures.salesOnChain} OrderFulfilled logs on chain`);
  if (figures.saleActivityRows !== figures.salesOnChain)
    failures.push(`${figures.salesOnChain} sales on chain, ${figures.saleActivityRows} sale activity rows`);
  for (const problem of figures.auditProblems) failures.push(`audit: ${problem}`);
  return failures;
}
