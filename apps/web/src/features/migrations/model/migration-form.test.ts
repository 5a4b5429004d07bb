import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { emptyMigrationForm, migrationFormErrors, toMigrationBody, type MigrationFormValues } from './migration-form';

const contract = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';
const valid: MigrationFormValues = {
  ...emptyMigrationForm,
  chain: 'local1',
  contractAddress: contract,
  collectionId: '4',
  rangeStart: '1',
  rangeEnd: '100',
  contact: 'me@example.com',
  termsAccepted: true,
};

async function errorsIn(language: 'en' | 'ja', values: Partial<MigrationFormValues>, maxTokens = 10_000) {
  await i18n.changeLanguage(language);
  return migrationFormErrors({ ...valid, ...values }, i18n.getFixedT(null, 'studio'), maxTokens);
}

describe('the batch migration form', () => {
  it('accepts a complete request', async () => {
    expect(await errorsIn('en', {})).toEqual({});
    expect(await errorsIn('en', { tokenIdType: 'non_consecutive', tokenList: 'token_id\n3\n7\n9' })).toEqual({});
    expect(await errorsIn('en', { collectionMode: 'new', collectionId: null, newCollectionName: 'Old Tiles' })).toEqual({});
  });

  it('names every missing or malformed field', async () => {
    expect(
      await errorsIn('en', { contractAddress: '0x12', collectionId: null, rangeStart: '', contact: ' ', termsAccepted: false }),
    ).toEqual({
      contractAddress: 'Enter a contract address: 0x followed by 40 hexadecimal digits',
      collectionId: 'This field is required',
      rangeStart: 'This field is required',
      contact: 'This field is required',
      termsAccepted: 'Please check the Terms of Service',
    });
    expect(await errorsIn('en', { collectionMode: 'new', newCollectionName: 'abc' })).toEqual({
      newCollectionName: 'Length should be 4 to 45.',
    });
  });

  it('states the range limit with the size asked for, in English and Japanese', async () => {
    expect(await errorsIn('en', { rangeStart: '1', rangeEnd: '10001' })).toEqual({
      rangeEnd: 'This range holds 10001 tokens; a request covers at most 10000',
    });
    expect(await errorsIn('ja', { rangeStart: '1', rangeEnd: '10001' })).toEqual({
      rangeEnd: 'この範囲は10001トークンです。1回の申請は最大10000トークンまでです',
    });
    expect(await errorsIn('en', { rangeStart: '9', rangeEnd: '3' })).toEqual({ rangeEnd: 'The last token ID must not be below the first' });
  });

  it('states what is wrong with a list: entries that are not ids, or too many', async () => {
    expect(await errorsIn('en', { tokenIdType: 'non_consecutive', tokenList: '1\nfoo\n2' })).toEqual({ tokenList: 'Not a token ID: foo' });
    expect(await errorsIn('en', { tokenIdType: 'non_consecutive', tokenList: '1 2 3' }, 2)).toEqual({
      tokenList: '3 token IDs; a request covers at most 2',
    });
    expect(await errorsIn('ja', { tokenIdType: 'non_consecutive', tokenList: '' })).toEqual({
      tokenList: 'トークンIDを1つ以上入力してください',
    });
  });

  it('builds the API body: a range as given, a list without repeats, the proof and collection passed through', () => {
    expect(toMigrationBody({ ...valid, rangeStart: ' 1 ', rangeEnd: '3' }, 9, { kind: 'owner' })).toEqual({
      chain: 'local1',
      contractAddress: contract,
      collectionId: 9,
      contact: 'me@example.com',
      proof: { kind: 'owner' },
      tokenIdType: 'consecutive',
      rangeStart: '1',
      rangeEnd: '3',
    });
    const proof = { kind: 'deployer' as const, deployer: '0x0000000000000000000000000000000000000001', signature: '0xab' };
    expect(toMigrationBody({ ...valid, tokenIdType: 'non_consecutive', tokenList: '7, 3, 7, 010' }, 2, proof)).toMatchObject({
      tokenIdType: 'non_consecutive',
      tokenIds: ['7', '3', '10'],
      proof,
      collectionId: 2,
    });
  });
});
