import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { createNftFormSchema, type CreateNftFormValues } from './create-nft-form-schema';
import { draftServerErrors, nestedFormErrors } from './form-errors';
import { toDraftBody } from './to-draft-body';

const image = { id: 1, url: 'https://media.example/media/a.png', mime: 'image/png', width: 10, height: 10 };
const video = { ...image, id: 2, mime: 'video/mp4' };
const valid: CreateNftFormValues = {
  chain: 'local1',
  collectionId: '4',
  media: image,
  preview: null,
  name: 'Sunrise',
  description: '',
  externalLink: '',
  traits: [],
  levels: [],
  stats: [],
  unlockable: false,
  unlockableContent: '',
  copies: 1,
  frozen: false,
};

async function errorsIn(language: 'en' | 'ja', values: Partial<CreateNftFormValues>) {
  await i18n.changeLanguage(language);
  return nestedFormErrors(createNftFormSchema(i18n.getFixedT(null, 'studio')), { ...valid, ...values });
}

describe('the Create NFT form rules', () => {
  it('accepts a complete form', async () => {
    expect(await errorsIn('en', {})).toEqual({});
  });

  it('says each rule with the spec message, in English and Japanese', async () => {
    expect(await errorsIn('en', { name: 'abc' })).toEqual({ name: 'Length should be 4 to 45.' });
    expect(await errorsIn('ja', { name: 'abc' })).toEqual({ name: '4〜45文字で入力してください。' });
    expect(await errorsIn('en', { name: '' })).toEqual({ name: 'This field is required' });
    expect(await errorsIn('en', { media: null })).toEqual({ media: 'This field is required' });
    expect(await errorsIn('en', { externalLink: 'javascript:alert(1)' })).toEqual({ externalLink: 'Invalid website URL' });
    expect(await errorsIn('en', { levels: [{ type: 'Power', value: 5, max: 5 }] })).toEqual({
      'levels.0.value': 'The current value must be less than the total value',
    });
    expect(await errorsIn('ja', { stats: [{ type: 'Speed', value: 9, max: 3 }] })).toEqual({
      'stats.0.value': '現在値は合計値より小さくしてください',
    });
    expect(await errorsIn('en', { copies: 0 })).toEqual({ copies: 'Copies must be a whole number from 1 to 10000' });
    expect(await errorsIn('en', { copies: 10_001 })).toEqual({ copies: 'Copies must be a whole number from 1 to 10000' });
    expect(await errorsIn('en', { media: video })).toEqual({ preview: 'Audio and video need a preview image' });
    expect(await errorsIn('en', { unlockable: true, unlockableContent: ' ' })).toEqual({ unlockableContent: 'This field is required' });
  });

  it('turns the form into the API body: preview only for audio and video, unlockable only when switched on', () => {
    const body = toDraftBody({
      ...valid,
      media: video,
      preview: image,
      levels: [{ type: ' Power ', value: '3', max: '5' }],
      unlockable: false,
      unlockableContent: 'hidden',
      copies: '5',
    });
    expect(body).toMatchObject({
      collectionId: 4,
      mediaId: 2,
      previewMediaId: 1,
      unlockableContent: null,
      copies: 5,
      attributes: { levels: [{ type: 'Power', value: 3, max: 5 }] },
    });
    expect(toDraftBody({ ...valid, preview: image }).previewMediaId).toBeNull();
  });

  it("puts the API's issues on the form's fields", () => {
    const details = {
      issues: [
        { path: '/attributes/levels/0/value', message: 'm1' },
        { path: '/previewMediaId', message: 'm2' },
        { path: '/name', message: 'm3' },
      ],
    };
    expect(draftServerErrors(details)).toEqual({ 'levels.0.value': 'm1', preview: 'm2', name: 'm3' });
  });
});
