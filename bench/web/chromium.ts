import { launch, type LaunchedChrome } from 'chrome-launcher';

/** Debian's Chromium (the machine cannot download Chrome builds); CHROMIUM_PATH overrides it. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Headless, sandbox-free (containers run as root) and quiet: no background requests to Google
// services that would add noise to the network figures.
const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A Chromium with its DevTools port open for Lighthouse, on a fresh profile. */
export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath, chromeFlags: flags });
}
