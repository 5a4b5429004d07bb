import type { Locale } from './locale';

/**
 * The spec's form messages (section 5 and 8), in English and Japanese. Schemas put the English
 * text on a validation issue; the failure envelope swaps it for the caller's language, so the
 * wording lives in one place and a client without a `locale` header still reads English.
 */
const templates = {
  length: { en: 'Length should be {min} to {max}.', ja: '{min}〜{max}文字で入力してください。' },
  maxLength: { en: 'Length should be at most {max}.', ja: '{max}文字以内で入力してください。' },
  required: { en: 'This field is required', ja: 'この項目は必須です' },
  website: { en: 'Invalid website URL', ja: '無効なウェブサイトURLです' },
  terms: { en: 'Please check the Terms of Service', ja: '利用規約にチェックを入れてください' },
  royalty: {
    en: 'Royalty should be 0% to 10% with at most two decimals',
    ja: 'ロイヤリティは0%〜10%（小数点以下2桁まで）で入力してください',
  },
  address: { en: 'Invalid address for this chain', ja: 'このチェーンでは無効なアドレスです' },
  paymentToken: { en: 'This token is not a payment token of the chain', ja: 'このトークンはチェーンの支払いトークンではありません' },
  media: {
    en: 'Upload the image again: it is not one of your uploads',
    ja: '画像をもう一度アップロードしてください（あなたのアップロードではありません）',
  },
  chainInactive: { en: 'unexpected: unsupported chain', ja: '予期しないエラー: サポートされていないチェーンです' },
  chainImmutable: { en: 'The chain of a collection cannot change', ja: 'コレクションのチェーンは変更できません' },
  chainFamily: {
    en: "Sign in with a wallet of this chain's family to create on it",
    ja: 'このチェーンで作成するには、このチェーンに対応したウォレットでサインインしてください',
  },
  attributeRange: { en: 'The current value must be less than the total value', ja: '現在値は合計値より小さくしてください' },
  previewRequired: { en: 'Audio and video need a preview image', ja: '音声や動画にはプレビュー画像が必要です' },
  previewImage: { en: 'The preview must be a PNG, JPG, JPEG or GIF image', ja: 'プレビューはPNG・JPG・JPEG・GIF画像にしてください' },
  copies: { en: 'Copies must be a whole number from {min} to {max}', ja: '発行枚数は{min}〜{max}の整数で入力してください' },
  nulsMint: { en: 'Minting on NULS is not supported from the browser', ja: 'NULSでのミントはブラウザからはサポートされていません' },
  collectionChain: { en: 'The collection is on another chain', ja: 'コレクションは別のチェーンにあります' },
  collectionContract: {
    en: 'This collection has its own contract: NFTs minted here cannot join it',
    ja: 'このコレクションは独自のコントラクトを持つため、ここでミントしたNFTは追加できません',
  },
  priceRange: { en: 'The minimum must be less than the maximum', ja: '最小値は最大値より小さくしてください' },
  traitCollection: { en: 'Attribute filters need exactly one collection', ja: '属性で絞り込むには、コレクションを1つ選んでください' },
  rarityCollection: { en: 'Sorting by rarity needs exactly one collection', ja: 'レア度で並べ替えるには、コレクションを1つ選んでください' },
  traitRange: { en: 'The lowest value must not be above the highest', ja: '最小値は最大値以下にしてください' },
  scheduleOrder: { en: 'The end must be after the start', ja: '終了日時は開始日時より後にしてください' },
  homeCollection: { en: 'No such collection', ja: 'そのコレクションはありません' },
  migrationRange: {
    en: 'A migration covers at most {max} tokens: split a larger range into several requests',
    ja: '1回の移行は最大{max}トークンまでです。大きな範囲は複数の申請に分けてください',
  },
  migrationOrder: {
    en: 'The first token id must not be greater than the last',
    ja: '最初のトークンIDは最後のトークンID以下にしてください',
  },
  homeOrder: {
    en: 'The list changed meanwhile: reload it and try again',
    ja: 'リストが変更されました。再読み込みしてもう一度お試しください',
  },
  contestNftUrl: { en: 'Enter the URL of an NFT on this marketplace', ja: 'このマーケットプレイスのNFTのURLを入力してください' },
  contestEmail: { en: 'An email is requested for contest contact', ja: 'コンテストの連絡用にメールアドレスが必要です' },
  email: { en: 'Invalid email address', ja: '無効なメールアドレスです' },
  zipCode: { en: 'Invalid zip code', ja: '無効な郵便番号です' },
  phone: { en: 'Invalid phone number', ja: '無効な電話番号です' },
} as const satisfies Record<string, Record<Locale, string>>;

export type FieldMessageKey = keyof typeof templates;

/** The English message for a rule, with its parameters filled in (what schemas put on an issue). */
export function fieldMessage(key: FieldMessageKey, params: Record<string, number | string> = {}): string {
  return fill(templates[key].en, params);
}

// English template -> pattern that recovers the parameters from a filled-in message.
const patterns = Object.entries(templates).map(([key, { en }]) => {
  const names: string[] = [];
  const source = en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_match, name: string) => {
    names.push(name);
    return '(.+?)';
  });
  return { key: key as FieldMessageKey, names, regex: new RegExp(`^${source}$`) };
});

/** A validation issue's message in the caller's language; messages that are not the spec's stay as they are. */
export function localizeFieldMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(message);
    if (match) return fill(templates[key][locale], Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])));
  }
  return message;
}

function fill(template: string, params: Record<string, number | string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The parameterless messages by rule, in English (for schemas: `.min(1, fieldMessages.required)`). */
export const fieldMessages = {
  required: fieldMessage('required'),
  website: fieldMessage('website'),
  terms: fieldMessage('terms'),
  royalty: fieldMessage('royalty'),
  address: fieldMessage('address'),
  paymentToken: fieldMessage('paymentToken'),
  media: fieldMessage('media'),
  chainInactive: fieldMessage('chainInactive'),
  chainImmutable: fieldMessage('chainImmutable'),
  attributeRange: fieldMessage('attributeRange'),
  previewRequired: fieldMessage('previewRequired'),
  previewImage: fieldMessage('previewImage'),
  nulsMint: fieldMessage('nulsMint'),
  collectionChain: fieldMessage('collectionChain'),
  collectionContract: fieldMessage('collectionContract'),
  priceRange: fieldMessage('priceRange'),
  traitCollection: fieldMessage('traitCollection'),
  rarityCollection: fieldMessage('rarityCollection'),
  traitRange: fieldMessage('traitRange'),
  contestEmail: fieldMessage('contestEmail'),
} as const;

/** "Length should be {min} to {max}." */
export const lengthMessage = (min: number, max: number): string => fieldMessage('length', { min, max });

/** Same as localizeFieldMessage (both names are in use). */
export const translateFieldMessage = localizeFieldMessage;
