// Vitest setup of the web project, run before each test file. The project's files share their
// workers (isolate: false, decision 032), so the jsdom page outlives a file: start each file on a
// page as fresh as its own worker would give it, without what the previous file rendered, queued
// as a toast, stored or stubbed.
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { vi } from 'vitest';
import { forgetChainRegistry } from '../lib/chain-registry/get-chain-registry';

// Every waitFor and findBy waits up to 10 s, not Testing Library's 1 s: CI runs these tests beside the typecheck, lint
// and the contracts' compile on two cores, and a price that waited on the chain registry failed after 1 s there.
configure({ asyncUtilTimeout: 10_000 });

vi.unstubAllGlobals();
vi.unstubAllEnvs();
// The registry is fetched once per page and kept in its module: a file that stubs /v1/chains must not read the chains the
// previous file stubbed (the staking tab saw the contests file's chains, which have no stake contract, and refused).
forgetChainRegistry();
if (typeof document !== 'undefined') {
  cleanup();
  cleanNotifications();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}
