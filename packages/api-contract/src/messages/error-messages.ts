import { errorCodes, type ErrorCode } from '@nft/shared';
import type { Locale } from './locale';

/**
 * The API's error messages in both languages, one catalogue for the server (failure envelopes)
 * and the web app (toasts under `errors.<code>`). English is the message next to each code in
 * @nft/shared; Japanese follows its wording. A code without a Japanese text is a type error.
 */
const japanese: Record<ErrorCode, string> = {
  bad_request: 'フォームを正しく入力してください',
  validation_failed: 'フォームを正しく入力してください',
  unsupported_chain: '予期しないエラー: サポートされていないチェーンです',
  unsupported_wallet: '予期しないエラー: サポートされていないウォレットです',
  token_expired: '認証の有効期限が切れました。再度署名してから、もう一度ボタンをクリックしてください。',
  signature_invalid: '署名の検証に失敗しました',
  nonce_invalid: 'サインインメッセージの有効期限が切れたか、既に使用されています。もう一度サインインしてください。',
  message_invalid: 'サインインメッセージはこのサイトでは無効です。もう一度サインインしてください。',
  forbidden: '操作エラー！',
  not_found: '見つかりません',
  conflict: '操作エラー！',
  payload_too_large: 'ファイルサイズが大きすぎます',
  unsupported_media_type: 'サポートされていないファイル形式です',
  rate_limited: 'リクエストが多すぎます。しばらくしてからもう一度お試しください',
  refresh_cooldown: 'このアイテムは先ほど更新されました。1分後にもう一度お試しください。',
  not_implemented: 'この機能はまだご利用いただけません',
  internal_error: '操作エラー！',
  service_unavailable: 'サービスを利用できません',
  file_type_not_supported: '対応していないファイル形式です',
  file_too_large: 'ファイルサイズが大きすぎます',
  upload_quota_exceeded: '短時間にアップロードしすぎました。しばらくしてからもう一度お試しください。',
  media_busy: 'サーバーが他のファイルを処理中です。少し待ってからもう一度お試しください。',
  collection_not_deletable:
    'コレクションを削除できるのは、空のとき、またはすべてのNFTをあなたが所有し、出品中やステーキング中のものがないときだけです',
  already_reported: 'このNFTは既に報告済みです。現在確認中です',
  not_nft_owner: 'このNFTを所有していません',
  nft_in_trade: 'このNFTは出品中です。削除する前に出品を取り消してください',
  nft_staked: 'このNFTはステーキング中です。削除する前にステーキングを解除してください',
  burn_required: 'このNFTはマーケットプレイスのコントラクトで発行されました。ウォレットからバーンして削除してください',
  session_chain_mismatch:
    'コントラクトウォレットで別のチェーンにサインインしています。このチェーンでサインインしてから、もう一度お試しください。',
  order_format_invalid: 'フォームを正しく入力してください',
  order_signature_invalid: '注文の署名がこのチェーンの作成者と一致しません',
  order_zone_invalid: '注文がこのマーケットプレイスのゾーンに限定されていません',
  order_conduit_invalid: '注文がこのマーケットプレイスのコンジットを使用していません',
  order_counter_invalid: '注文は作成者の別のSeaportカウンターで署名されています',
  order_maker_mismatch: '注文は作成者本人しか登録できません',
  order_not_owner: 'このNFTを所有していません',
  order_not_approved: '注文の承認に失敗しました！',
  order_insufficient_balance: '数量に誤りがあります',
  order_insufficient_tokens: 'トークンが足りません！',
  order_insufficient_allowance: 'マーケットプレイスのコンジットが作成者のトークンを十分に使用できません',
  order_price_invalid: '価格の精度エラー',
  order_fees_invalid: '注文にマーケットプレイス手数料またはクリエイターロイヤリティが含まれていないか、不足しています',
  order_time_invalid: '日時を選択してください',
  order_quantity_invalid: '数量に誤りがあります',
  order_currency_invalid: 'このトークンはチェーンの支払いトークンではありません',
  order_private_to_self: '非公開の出品を出品者自身に限定することはできません',
  order_not_fillable: 'この出品は現在購入できません',
  order_private: 'この出品は別の購入者のために予約されています',
  not_order_maker: 'この操作は注文の作成者だけが行えます',
  order_not_cancellable: '出品の取り消しに失敗しました',
  order_criteria_invalid: 'オファーの条件ルートがこの特性を持つインデックス済みアイテムと一致しません',
  offer_token_required: 'このオファーを受け入れるアイテムを選んでください',
  offer_token_not_matching: 'このアイテムはこのオファーの対象ではありません',
  offer_not_cancellable: 'オファーの取り消しに失敗しました！',
  bid_too_low: '入札額は現在の入札額より高くなければなりません',
  bid_on_own_auction: '自分のオークションには入札できません',
  bid_currency_invalid: '入札はオークションの通貨で支払う必要があります',
  auction_not_found: 'このオークションはこのチェーンに存在しません',
  auction_not_running: 'このオークションは現在入札を受け付けていません',
  auction_has_bids: '最初の入札後はオークションを取り消せません',
  admin_only: 'この操作はマーケットプレイスの運営者のみ行えます',
  report_not_open: 'この通報は未対応ではありません',
  report_not_resolved: 'この通報はまだ対応中です',
};

const english = Object.fromEntries(Object.entries(errorCodes).map(([code, entry]) => [code, entry.message])) as Record<ErrorCode, string>;

export const errorMessages: Record<Locale, Record<ErrorCode, string>> = { en: english, ja: japanese };
