import { describe, expect, it } from 'vitest';
import type { AdminContestEntry } from '@nft/api-contract';
import { contactsCsv, contactsCsvFileName, csvCell } from './contacts-csv';

const entry = (id: number, overrides: Partial<AdminContestEntry> = {}): AdminContestEntry => ({
  id,
  contestId: 3,
  nft: {
    chain: 'local1',
    contractAddress: '0xab',
    tokenId: '7',
    name: 'Heart, "red"',
    imageUrl: null,
    image: null,
    url: '/nft-detail/local1/0xab/7',
  },
  creatorAddress: '0x00000000000000000000000000000000000000a1',
  status: 'accepted',
  votes: 4,
  createdAt: '2030-02-02T00:00:00.000Z',
  reviewReason: null,
  chain: 'local1',
  walletAddress: '0x00000000000000000000000000000000000000b2',
  withdrawnAt: null,
  contact: { email: 'ann@example.com', zipCode: '100-0001', phone: '+81 3 1234 5678' },
  reviewedAt: null,
  ...overrides,
});

describe('entrants CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+81 3')).toBe("'+81 3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('writes a header and one row per entry, with full NFT links and empty cells for deleted contact data', () => {
    const csv = contactsCsv(
      [entry(1), entry(2, { status: 'withdrawn', contact: null, reviewReason: 'Not your work', nft: { ...entry(2).nft, name: null } })],
      'https://market.example',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      'entry_id,status,nft_name,nft_url,entrant_address,prize_chain,prize_wallet,email,zip_code,phone,votes,entered_at,review_reason',
      '1,accepted,"Heart, ""red""",https://market.example/nft-detail/local1/0xab/7,0x00000000000000000000000000000000000000a1,local1,0x00000000000000000000000000000000000000b2,ann@example.com,100-0001,\'+81 3 1234 5678,4,2030-02-02T00:00:00.000Z,',
      '2,withdrawn,,https://market.example/nft-detail/local1/0xab/7,0x00000000000000000000000000000000000000a1,local1,0x00000000000000000000000000000000000000b2,,,,4,2030-02-02T00:00:00.000Z,Not your work',
      '',
    ]);
    expect(contactsCsvFileName(3)).toBe('contest-3-entrants.csv');
  });
});
