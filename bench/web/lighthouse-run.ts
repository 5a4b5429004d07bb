import lighthouse, { desktopConfig } from 'lighthouse';
import type { Result } from 'lighthouse';

export type Profile = 'mobile' | 'desktop';

/** What the web benchmark keeps of one Lighthouse report. */
export type PageMeasure = {
  performance: number;
  accessibility: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  mainThreadWorkMs: number;
  /** Everything the page transferred while loading (headers and compressed bodies). */
  totalBytesSent: number;
  /** JavaScript transferred while loading: the first load, as sent (compressed). */
  firstLoadJsBytes: number;
  /** Failed accessibility audits, to act on: the audit's id and the first elements it names. */
  failedAccessibilityAudits: string[];
  /** The scripts the load fetched, largest first: file name and KB as sent (what the first-load figure adds up). */
  scripts: string[];
  /** The elements that moved (Lighthouse's layout-shifts audit): selector and shift score. */
  layoutShifts: string[];
  /**
   * Lighthouse's benchmark index of this host (a fixed piece of JavaScript timed in the page; higher is faster). The
   * mobile profile's 4x CPU slowdown multiplies the host's own task times, so mobile scores compare between runs of
   * a similar index only.
   */
  benchmarkIndex: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number; url: string };

/**
 * One Lighthouse navigation of `url` in the given profile, against a Chromium already listening on
 * `port`. Mobile is Lighthouse's default (Moto G Power, slow 4G, 4x CPU slowdown, simulated);
 * desktop is its desktop preset.
 */
export async function measurePage(url: string, profile: Profile, port: number): Promise<PageMeasure> {
  // On a busy machine Chromium sometimes misses the trace's start (NO_NAVSTART): such a run is retried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url, profile, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`retrying ${url} (${profile}): ${(error as Error).message}`);
    }
  }
}

async function measureOnce(url: string, profile: Profile, port: number): Promise<PageMeasure> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    profile === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const requests = (audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    cumulativeLayoutShift: round(numeric('cumulative-layout-shift'), 3),
    largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
    mainThreadWorkMs: Math.round(numeric('mainthread-work-breakdown')),
    totalBytesSent: Math.round(numeric('total-byte-weight')),
    firstLoadJsBytes: requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    failedAccessibilityAudits: failedAudits(lhr, 'accessibility'),
    scripts: requests
      .filter((item) => item.resourceType === 'Script')
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .map((item) => `${item.url.split('/').at(-1)} ${((item.transferSize ?? 0) / 1024).toFixed(1)} KB`),
    layoutShifts: layoutShifts(lhr),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

type NodeItem = { node?: { selector?: string; nodeLabel?: string } };

/** Each failed audit with the first three elements it names (an axe audit lists the nodes that fail it). */
function failedAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const items = (lhr.audits[ref.id]?.details as { items?: NodeItem[] } | undefined)?.items ?? [];
      const nodes = items.slice(0, 3).map((item) => `\`${item.node?.selector ?? item.node?.nodeLabel ?? '?'}\``);
      return nodes.length > 0 ? `${ref.id} (${nodes.join(', ')}${items.length > 3 ? ', …' : ''})` : ref.id;
    });
}

type ShiftItem = { node?: { selector?: string; nodeLabel?: string }; score?: number };

function layoutShifts(lhr: Result): string[] {
  const items = (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? [];
  return items.map((item) => `${item.node?.selector ?? item.node?.nodeLabel ?? '(unknown)'} ${round(item.score ?? 0, 3)}`);
}

function score(category: { score: number | null } | undefined): number {
  return Math.round((category?.score ?? 0) * 100);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
