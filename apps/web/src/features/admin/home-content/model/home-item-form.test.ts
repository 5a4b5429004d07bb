import { describe, expect, it } from 'vitest';
import type { AdminHomeItem } from '@nft/api-contract';
import { fromLocalInput, initialValues, itemStatus, serverErrors, toHomeItemBody, toLocalInput, validateHomeItem } from './home-item-form';

const event: AdminHomeItem = {
  id: 7,
  position: 0,
  visible: true,
  showFrom: null,
  showUntil: '2030-01-02T03:04:00.000Z',
  live: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  fields: { title: 'Summer', description: 'Mint day', linkUrl: null },
  images: { pictureMediaId: { id: 42, url: 'https://media.example/media/a.png', width: 600, height: 400 } },
  likeCount: null,
};

describe('home item form', () => {
  it('turns a new item into a body with only what was filled in', () => {
    const values = initialValues('event', null);
    values.fields.title = '  Drop  ';
    values.images.pictureMediaId = { id: 5, url: 'u', mime: 'image/png', width: 1, height: 1 };
    expect(toHomeItemBody('event', values, null)).toEqual({
      visible: true,
      showFrom: null,
      showUntil: null,
      title: 'Drop',
      pictureMediaId: 5,
    });
  });

  it('sends an unchanged image not at all, a removed one as null, and cleared text as null', () => {
    const values = initialValues('event', event);
    expect(values.fields).toEqual({ title: 'Summer', description: 'Mint day', linkUrl: '' });
    expect(toHomeItemBody('event', values, event)).not.toHaveProperty('pictureMediaId');
    values.images.pictureMediaId = null;
    values.fields.description = ' ';
    const body = toHomeItemBody('event', values, event);
    expect(body).toMatchObject({ pictureMediaId: null, description: null, title: 'Summer', linkUrl: null });
    expect(body.showUntil).toBe('2030-01-02T03:04:00.000Z');
  });

  it('keeps the schedule in local time both ways', () => {
    const iso = '2030-06-15T10:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('flags a missing title, a non-http link, a non-numeric collection id and an end before the start', () => {
    const values = initialValues('topcollection', null);
    values.fields.externalUrl = 'javascript:alert(1)';
    values.fields.collectionId = '12a';
    values.showFrom = '2030-01-02T10:00';
    values.showUntil = '2030-01-02T09:00';
    expect(validateHomeItem('topcollection', values)).toEqual({
      'fields.title': 'required',
      'fields.externalUrl': 'website',
      'fields.collectionId': 'number',
      showUntil: 'schedule',
    });
  });

  it('maps the API issues onto form paths and names the status', () => {
    const details = {
      issues: [
        { path: '/title', message: 'Required' },
        { path: '/pictureMediaId', message: 'Upload again' },
        { path: '/showUntil', message: 'Order' },
      ],
    };
    expect(serverErrors('event', details)).toEqual({
      'fields.title': 'Required',
      'images.pictureMediaId': 'Upload again',
      showUntil: 'Order',
    });
    const now = new Date('2031-01-01T00:00:00Z');
    expect(itemStatus({ ...event, live: false }, now)).toBe('ended');
    expect(itemStatus({ ...event, live: false, visible: false }, now)).toBe('hidden');
    expect(itemStatus({ ...event, live: false, showUntil: null, showFrom: '2032-01-01T00:00:00Z' }, now)).toBe('scheduled');
  });
});
