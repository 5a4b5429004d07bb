// Test fixture: starts anvil, prints its RPC URL and waits to be killed, so a test can check
// that anvil does not outlive a process that dies without cleaning up.
import { startAnvil } from '../start-anvil';

const anvil = await startAnvil({ chainId: 31337 });
process.stdout.write(`${anvil.rpcUrl}\n`);
setInterval(() => undefined, 60_000);
