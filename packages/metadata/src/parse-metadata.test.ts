import { describe, expect, it } from 'vitest';
import { MetadataFormatError, parseMetadata } from './parse-metadata';
import { expandTokenUri } from './token-uri';

const parse = (value: unknown) => parseMetadata(Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)));

describe('parseMetadata', () => {
  it('reads the usual ERC-721/1155 fields and image_url, external_link fallbacks', () => {
    const parsed = parse({
      name: ' Cat ',
      description: 'd',
      image_url: 'ipfs://cid/cat.png',
      animation_url: 'https://x.test/a.mp4',
      external_link: 'https://x.test',
    });
    expect(parsed).toMatchObject({
      name: 'Cat',
      description: 'd',
      image: 'ipfs://cid/cat.png',
      animationUrl: 'https://x.test/a.mp4',
      externalUrl: 'https://x.test/',
      attributes: [],
    });
  });

  it('turns inline image_data SVG into a data: URI, to be rasterised like any SVG', () => {
    expect(parse({ image_data: '<svg xmlns="http://www.w3.org/2000/svg"/>' }).image).toMatch(/^data:image\/svg\+xml,/);
  });

  it('maps list attributes to text traits, levels and stats, dropping malformed ones', () => {
    const { attributes } = parse({
      attributes: [
        { trait_type: 'Eyes', value: 'Blue' },
        { trait_type: 'Level', value: 5, max_value: 10 },
        { trait_type: 'Boost', value: 20, display_type: 'boost_percentage' },
        { trait_type: 'Nested', value: { bad: true } },
        { value: 'orphan' },
        'junk',
      ],
    });
    expect(attributes).toEqual([
      { traitType: 'Eyes', value: 'Blue', displayType: 'text', numericValue: null, maxValue: null },
      { traitType: 'Level', value: '5', displayType: 'level', numericValue: '5', maxValue: '10' },
      { traitType: 'Boost', value: '20', displayType: 'stat', numericValue: '20', maxValue: null },
    ]);
  });

  it('reads {key: value} attribute objects', () => {
    expect(parse({ attributes: { Hat: 'Top', Speed: 9, Bad: [1] } }).attributes.map((a) => [a.traitType, a.value])).toEqual([
      ['Hat', 'Top'],
      ['Speed', '9'],
    ]);
  });

  it('removes NUL characters, which PostgreSQL refuses, and caps lengths', () => {
    const parsed = parse({ name: `a\u0000b${'x'.repeat(500)}`, nested: { 'k\u0000': 'v\u0000' } });
    expect(parsed.name).toHaveLength(200);
    expect(parsed.name!.startsWith('ab')).toBe(true);
    expect(parsed.raw.nested).toEqual({ k: 'v' });
  });

  it('keeps only external URLs that parse as http(s), normalised (docs/security.md: hostile metadata)', () => {
    const broken = [
      'http://',
      'https://',
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://x.test/',
      '//x.test',
      'http//x.test',
      `https://x.test/${'a'.repeat(3_000)}`,
      ' ',
      42,
      { href: 'https://x.test' },
      ['https://x.test'],
    ];
    for (const value of broken) expect(parse({ external_url: value }).externalUrl, JSON.stringify(value).slice(0, 40)).toBeNull();
    expect(parse({ external_url: ' HTTPS://Example.TEST/a b ' }).externalUrl).toBe('https://example.test/a%20b');
    expect(parse({ external_url: 'http://', external_link: 'https://fallback.test' }).externalUrl).toBe('https://fallback.test/');
  });

  it('drops fields of the wrong type and junk attributes, and caps huge strings', () => {
    const parsed = parse({
      name: { text: 'x' },
      description: ['a'],
      image: 7,
      animation_url: null,
      attributes: [
        null,
        1,
        'x',
        [],
        { trait_type: { a: 1 }, value: 'v' },
        { trait_type: 'Nested', value: { deep: true } },
        { trait_type: 'Ok', value: 'yes' },
        { trait_type: 'Big', value: 'y'.repeat(100_000) },
      ],
    });
    expect(parsed).toMatchObject({ name: null, description: null, image: null, animationUrl: null, externalUrl: null });
    expect(parsed.attributes.map((a) => a.traitType)).toEqual(['Ok', 'Big']);
    expect(parsed.attributes[1]!.value).toHaveLength(1_000);
    expect(parse({ description: 'd'.repeat(100_000) }).description).toHaveLength(10_000);
  });

  it('refuses what is not a JSON object', () => {
    for (const value of ['not json', '[1,2]', 'null', '"text"']) expect(() => parse(value)).toThrow(MetadataFormatError);
  });
});

describe('expandTokenUri', () => {
  it('substitutes ERC-1155 {id} with 64 lower-case hex digits', () => {
    expect(expandTokenUri('https://x.test/{id}.json', '314')).toBe(`https://x.test/${'13a'.padStart(64, '0')}.json`);
    expect(expandTokenUri('ipfs://cid/1.json', '1')).toBe('ipfs://cid/1.json');
  });
});
