import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './parse-markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, tables, quotes and rules', () => {
    const blocks = parseMarkdown(
      [
        '# Title',
        '',
        'One line',
        'continued.',
        '',
        '- first',
        '  still first',
        '- second',
        '',
        '1. one',
        '2. two',
        '',
        '| a | b |',
        '| --- | --- |',
        '| 1 | **2** |',
        '',
        '> quoted',
        '',
        '---',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'table', 'quote', 'rule']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', children: [{ kind: 'text', text: 'One line continued.' }] });
    expect(blocks[2]).toEqual({
      kind: 'list',
      ordered: false,
      items: [[{ kind: 'text', text: 'first still first' }], [{ kind: 'text', text: 'second' }]],
    });
    expect(blocks[3]).toMatchObject({ kind: 'list', ordered: true });
    expect(blocks[4]).toEqual({
      kind: 'table',
      header: [[{ kind: 'text', text: 'a' }], [{ kind: 'text', text: 'b' }]],
      rows: [[[{ kind: 'text', text: '1' }], [{ kind: 'strong', children: [{ kind: 'text', text: '2' }] }]]],
    });
  });

  it('keeps raw HTML as text: nothing is ever injected as markup', () => {
    const blocks = parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(blocks).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] },
      { kind: 'paragraph', children: [{ kind: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });

  it('ends on any input (a lone table row without a separator is a paragraph)', () => {
    expect(parseMarkdown('| a |\nnext')).toEqual([{ kind: 'paragraph', children: [{ kind: 'text', text: '| a | next' }] }]);
  });
});

describe('links', () => {
  it('makes app paths internal links and web or mail addresses external ones', () => {
    expect(parseInline('see [the terms](/term-of-service) and [docs](https://docs.example/x)')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', href: { kind: 'internal', href: '/term-of-service' }, children: [{ kind: 'text', text: 'the terms' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: { kind: 'external', href: 'https://docs.example/x' }, children: [{ kind: 'text', text: 'docs' }] },
    ]);
    expect(safeHref('mailto:hello@example.com')).toEqual({ kind: 'external', href: 'mailto:hello@example.com' });
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', 'vbscript:x'])(
    'leaves %s as plain text, not a link',
    (href) => {
      expect(safeHref(href)).toBeUndefined();
      const nodes = parseInline(`[click](${href})`);
      expect(nodes.every((node) => node.kind === 'text')).toBe(true);
      expect(nodes.map((node) => (node.kind === 'text' ? node.text : '')).join('')).toBe(`[click](${href})`);
    },
  );

  it('reads emphasis, strong and code, and leaves snake_case words alone', () => {
    expect(parseInline('a *b* **c** `d` snake_case_word')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'em', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'code', text: 'd' },
      { kind: 'text', text: ' snake_case_word' },
    ]);
  });
});
