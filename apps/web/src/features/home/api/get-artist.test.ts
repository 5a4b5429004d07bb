import { describe, expect, it } from 'vitest';
import { toArtistPage } from './get-artist';

describe('toArtistPage', () => {
  it('maps the artist answer to camelCase and keeps the linked account', () => {
    expect(
      toArtistPage({
        id: 4,
        artist: 'Bea',
        introduction: 'Paints light',
        header_icon_url: 'http://127.0.0.1:3001/media/ab.png',
        link_url: 'https://bea.example',
        account_address: '0x00000000000000000000000000000000000000a1',
      }),
    ).toEqual({
      id: 4,
      name: 'Bea',
      introduction: 'Paints light',
      headerIconUrl: 'http://127.0.0.1:3001/media/ab.png',
      linkUrl: 'https://bea.example',
      accountAddress: '0x00000000000000000000000000000000000000a1',
    });
  });

  it('drops links and pictures that are not http(s) and blank introductions', () => {
    expect(
      toArtistPage({
        id: 1,
        artist: 'X',
        introduction: '  ',
        header_icon_url: '/media/a.png',
        link_url: 'javascript:alert(1)',
        account_address: null,
      }),
    ).toMatchObject({ introduction: null, headerIconUrl: null, linkUrl: null, accountAddress: null });
  });
});
