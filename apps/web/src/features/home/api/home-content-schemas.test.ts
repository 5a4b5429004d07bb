import { describe, expect, it } from 'vitest';
import {
  contentListSchema,
  homeArtistSchema,
  homeDerivativeSchema,
  homeEventSchema,
  homeFavoriteSchema,
  isHttpUrl,
  topCollectionSchema,
} from './home-content-schemas';

const image = 'http://127.0.0.1:3000/media/ab.png';

describe('home content mappers', () => {
  it('map a top collection to camelCase and keep a missing external link as null', () => {
    const parsed = contentListSchema(topCollectionSchema).safeParse({
      content: [
        { back_ground_url: image, icon_url: null, title: 'Aurora', tag: 'art', external_url: null, collection_id: 7 },
        {
          back_ground_url: null,
          icon_url: image,
          title: 'Elsewhere',
          tag: null,
          external_url: 'https://drop.example/x',
          collection_id: null,
        },
      ],
    });
    expect(parsed).toEqual({
      success: true,
      data: [
        { collectionId: 7, title: 'Aurora', tag: 'art', backgroundUrl: image, iconUrl: null, externalUrl: null },
        { collectionId: null, title: 'Elsewhere', tag: null, backgroundUrl: null, iconUrl: image, externalUrl: 'https://drop.example/x' },
      ],
    });
  });

  it('map the event, artist, favorite and derivative fields of docs/product.md (spec section 3)', () => {
    expect(homeEventSchema({ title: 'Drop', event_desc: 'Soon', link_url: 'https://e.example', pic_url: image })).toEqual({
      title: 'Drop',
      description: 'Soon',
      linkUrl: 'https://e.example',
      pictureUrl: image,
    });
    expect(homeArtistSchema({ id: 4, artist: 'Ann', introduction: 'Hi', header_icon_url: image, link_url: null })).toEqual({
      id: 4,
      name: 'Ann',
      introduction: 'Hi',
      headerIconUrl: image,
      linkUrl: null,
    });
    expect(
      homeFavoriteSchema({
        title: 'Club',
        reward_desc: 'Weekly',
        favorite_desc: 'Loved',
        icon_url: image,
        header_icon_url: null,
        link_url: 'https://f.example',
      }),
    ).toEqual({
      title: 'Club',
      rewardDescription: 'Weekly',
      description: 'Loved',
      iconUrl: image,
      headerIconUrl: null,
      linkUrl: 'https://f.example',
    });
    expect(
      homeDerivativeSchema({
        id: 3,
        title: 'Echo',
        like_num: 12,
        header_icon_url: null,
        icon_url: image,
        link_url: null,
        liked: true,
      }),
    ).toEqual({ id: 3, title: 'Echo', likeCount: 12, liked: true, headerIconUrl: null, iconUrl: image, linkUrl: null });
  });

  it('drop links and pictures that are not http(s) URLs instead of rendering them', () => {
    const event = homeEventSchema({ title: 'x', event_desc: '  ', link_url: 'javascript:alert(1)', pic_url: '/media/a.png' });
    expect(event).toEqual({ title: 'x', description: null, linkUrl: null, pictureUrl: null });
    expect(isHttpUrl('https://a.example/b?c=d')).toBe(true);
    expect(isHttpUrl('http://127.0.0.1:8080/media/x.png')).toBe(true);
    expect(isHttpUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isHttpUrl('not a url')).toBe(false);
  });

  it('reject an answer that is not a content list (items are read by type: docs/decisions/042-web-reads-answers-by-type.md)', () => {
    expect(contentListSchema(topCollectionSchema).safeParse({ list: [] }).success).toBe(false);
    expect(contentListSchema(topCollectionSchema).safeParse(null).success).toBe(false);
    expect(contentListSchema(topCollectionSchema).safeParse({ content: [] })).toEqual({ success: true, data: [] });
  });
});
