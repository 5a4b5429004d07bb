import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from './config-error';
import { loadConfig } from './env';
import { parseLegalText } from './legal-config';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'nft-legal-config-'));
  await writeFile(join(dir, 'terms.en.md'), '# No front matter\n');
  await writeFile(join(dir, 'terms.ja.md'), '---\nversion: 1\neffective: 26/11/2026\n---\n# 規約\n');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig({ LOCAL_CHAINS: 'false', ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseLegalText', () => {
  it('splits the front matter from the text', () => {
    expect(parseLegalText('---\nversion: 3\neffective: 2026-12-01\n---\n\n# Terms\n\nText.\n')).toEqual({
      version: '3',
      effectiveDate: '2026-12-01',
      markdown: '# Terms\n\nText.',
    });
  });

  it('says what is missing', () => {
    expect(parseLegalText('# Terms')).toMatch(/front matter/);
    expect(parseLegalText('---\neffective: 2026-12-01\n---\n# Terms')).toMatch(/version/);
    expect(parseLegalText('---\nversion: 1\neffective: tomorrow\n---\n# Terms')).toMatch(/YYYY-MM-DD/);
    expect(parseLegalText('---\nversion: 1\neffective: 2026-12-01\n---\n  \n')).toMatch(/no text/);
  });
});

describe('legal texts and footer links in the configuration', () => {
  it('lists every unreadable or malformed legal file at start-up, per language', () => {
    const problems = problemsOf({
      LEGAL_TERMS_FILE: join(dir, 'terms.{lang}.md'),
      LEGAL_PRIVACY_FILE: join(dir, 'missing-privacy.{lang}.md'),
    });
    expect(problems).toEqual([
      expect.stringMatching(/^LEGAL_TERMS_FILE: .*terms\.en\.md must start with front matter/),
      expect.stringMatching(/^LEGAL_TERMS_FILE: .*terms\.ja\.md effective: must be a date/),
      expect.stringMatching(/^LEGAL_PRIVACY_FILE: cannot read .*missing-privacy\.en\.md \(ENOENT\)/),
      expect.stringMatching(/^LEGAL_PRIVACY_FILE: cannot read .*missing-privacy\.ja\.md \(ENOENT\)/),
    ]);
  });

  it('needs {lang} in a legal file path', () => {
    expect(problemsOf({ LEGAL_TERMS_FILE: join(dir, 'terms.md') })).toEqual([
      expect.stringMatching(/^LEGAL_TERMS_FILE: must be a path containing \{lang\}/),
    ]);
  });

  it('refuses SITE_LINKS that are not JSON, name unknown links or are not web or mail addresses', () => {
    expect(problemsOf({ SITE_LINKS: 'docs=https://x' })).toEqual([expect.stringMatching(/^SITE_LINKS: must be JSON/)]);
    expect(problemsOf({ SITE_LINKS: '{"blog":"https://blog.example"}' })).toEqual([expect.stringMatching(/^SITE_LINKS/)]);
    // A javascript: link in the footer would run in the app's origin.
    expect(problemsOf({ SITE_LINKS: '{"twitter":"javascript:alert(1)"}' })).toEqual([
      expect.stringMatching(/^SITE_LINKS\[twitter\]: must be an http\(s\):\/\/ or mailto: URL/),
    ]);
  });
});
