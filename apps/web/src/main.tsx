// The UI kit's CSS is imported once, here, for the whole app.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appStylesReady } from './app/boot/app-styles';
import { createQueryClient } from './app/providers/query-client';
import { attachWalletToApi } from './features/wallet';
import { restoreWalletInBackground } from './features/wallet/model/sign-in-runner';
import { i18n, shellTextsReady } from './i18n/i18n';

// Before anything can call the API: a 401 drops the token and signs in again (lib/api never imports a feature).
attachWalletToApi();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A session that chose Japanese gets its texts before the first paint, never a flash of English
// (English is bundled; docs/decisions/033-first-load-javascript.md). If they cannot load, English shows.
// The app's style sheets, which no longer hold back the boot shell's paint, apply before the first render (decision 065).
await Promise.all([shellTextsReady().catch(() => undefined), appStylesReady()]);

// The first render is a transition, which React splits into short tasks: index.html has already painted the header
// bar (the boot shell), and one long render after that paint kept a phone from answering a tap for about a second
// (docs/decisions/033-first-load-javascript.md).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <App i18n={i18n} queryClient={createQueryClient()} />
    </StrictMode>,
  );
});

// docs/product.md (spec section 4): the session comes back from session storage; the wallet is re-attached after.
restoreWalletInBackground();
