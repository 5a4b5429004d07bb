import { api } from '../../../lib/api';
import { deletedCollectionSchema, editableCollectionSchema, type CollectionBody } from './collection-schemas';

export function getEditableCollection(id: number, signal?: AbortSignal) {
  return api.get(`/collections/${id}`, editableCollectionSchema, { signal });
}

export function createCollection(body: CollectionBody) {
  return api.post('/collections', body, editableCollectionSchema);
}

export function updateCollection(id: number, body: CollectionBody) {
  return api.patch(`/collections/${id}`, body, editableCollectionSchema);
}

export function deleteCollection(id: number) {
  return api.delete(`/collections/${id}`, deletedCollectionSchema);
}
