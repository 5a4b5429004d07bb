// The marketplace the web benchmark measures, in its own process: what `npm start` runs (two anvil
// chains, the indexer, demo data, the production web build served by the API), on free ports with a
// throw-away database and data directory. Sends `{ url }` once listening; stops on 'stop'.
import { startMarketplace } from '../../e2e/harness/marketplace';

const marketplace = await startMarketplace({ seedDemoData: true });
process.send?.({ url: marketplace.url });
process.on('message', (message) => {
  if (message !== 'stop') return;
  void marketplace.stop().then(() => process.exit(0));
});
