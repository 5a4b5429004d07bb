import { describe, expect, it } from 'vitest';
import { externalLink } from './external-link';

describe('externalLink', () => {
  it('never throws and only links http(s) URLs that parse', () => {
    for (const value of ['http://', 'https://', 'javascript:alert(1)', 'data:text/html,x', 'not a url', '', null, undefined])
      expect(externalLink(value)).toBeNull();
    expect(externalLink('https://Example.TEST/a')).toEqual({ href: 'https://example.test/a', host: 'example.test' });
  });
});
