import type { TFunction } from 'i18next';
import type { CreateMigrationBody } from '../api/migrations-api';
import { checkList, checkRange, parseTokenIdList, type TokenIdProblem } from './token-ids';

// The batch migration form (docs/product.md "Batch migration"): the same limits as the API's contract
// (packages/api-contract batch-migrations.ts), checked here first so the applicant sees them before submitting.
export const contactLength = { min: 3, max: 200 } as const;
export const newCollectionNameLength = { min: 4, max: 45 } as const;

export type MigrationFormValues = {
  chain: string;
  contractAddress: string;
  collectionMode: 'existing' | 'new';
  collectionId: string | null;
  newCollectionName: string;
  tokenIdType: 'consecutive' | 'non_consecutive';
  rangeStart: string;
  rangeEnd: string;
  tokenList: string;
  contact: string;
  termsAccepted: boolean;
};

export const emptyMigrationForm: MigrationFormValues = {
  chain: '',
  contractAddress: '',
  collectionMode: 'existing',
  collectionId: null,
  newCollectionName: '',
  tokenIdType: 'consecutive',
  rangeStart: '',
  rangeEnd: '',
  tokenList: '',
  contact: '',
  termsAccepted: false,
};

export const isContractAddress = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value.trim());

/** A token id problem in the applicant's language. */
export function problemText(t: TFunction<'studio'>, problem: TokenIdProblem): string {
  switch (problem.kind) {
    case 'required':
      return t('validation.required');
    case 'not_a_token_id':
      return t('migration.problems.not_a_token_id', { value: problem.value });
    case 'range_reversed':
      return t('migration.problems.range_reversed');
    case 'range_too_large':
      return t('migration.problems.range_too_large', { size: problem.size, max: problem.max });
    case 'list_empty':
      return t('migration.problems.list_empty');
    case 'list_invalid':
      return t('migration.problems.list_invalid', { values: problem.values.join(', '), count: problem.count });
    case 'list_too_long':
      return t('migration.problems.list_too_long', { count: problem.count, max: problem.max });
  }
}

/** Mantine form errors for `values`; `maxTokens` is the API's limit per request (the check answer says it). */
export function migrationFormErrors(values: MigrationFormValues, t: TFunction<'studio'>, maxTokens: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = t('validation.required');
  if (values.chain === '') errors.chain = required;
  if (values.contractAddress.trim() === '') errors.contractAddress = required;
  else if (!isContractAddress(values.contractAddress)) errors.contractAddress = t('migration.address_invalid');
  if (values.collectionMode === 'existing' && values.collectionId === null) errors.collectionId = required;
  if (values.collectionMode === 'new') {
    const length = values.newCollectionName.trim().length;
    if (length === 0) errors.newCollectionName = required;
    else if (length < newCollectionNameLength.min || length > newCollectionNameLength.max)
      errors.newCollectionName = t('validation.length', newCollectionNameLength);
  }
  if (values.tokenIdType === 'consecutive') {
    const problem = checkRange(values.rangeStart, values.rangeEnd, maxTokens);
    if (problem) errors[problem.field === 'from' ? 'rangeStart' : 'rangeEnd'] = problemText(t, problem.problem);
  } else {
    const problem = checkList(parseTokenIdList(values.tokenList), maxTokens);
    if (problem) errors.tokenList = problemText(t, problem);
  }
  const contact = values.contact.trim().length;
  if (contact === 0) errors.contact = required;
  else if (contact < contactLength.min || contact > contactLength.max) errors.contact = t('validation.length', contactLength);
  if (!values.termsAccepted) errors.termsAccepted = t('validation.terms_required');
  return errors;
}

/** The request body of a checked form, for the target collection `collectionId` and the control proof. */
export function toMigrationBody(
  values: MigrationFormValues,
  collectionId: number,
  proof: CreateMigrationBody['proof'],
): CreateMigrationBody {
  const common = {
    chain: values.chain,
    contractAddress: values.contractAddress.trim(),
    collectionId,
    contact: values.contact.trim(),
    proof,
  };
  if (values.tokenIdType === 'consecutive') {
    return { ...common, tokenIdType: 'consecutive', rangeStart: values.rangeStart.trim(), rangeEnd: values.rangeEnd.trim() };
  }
  return { ...common, tokenIdType: 'non_consecutive', tokenIds: parseTokenIdList(values.tokenList).ids };
}

/** Where the API's field issues (`/rangeEnd`, `/tokenIds`) go in the form. */
export const serverFieldNames: Record<string, string> = { tokenIds: 'tokenList', collectionId: 'collectionId' };
