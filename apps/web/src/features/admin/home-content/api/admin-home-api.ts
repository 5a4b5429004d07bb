import {
  adminHomeItemSchema,
  adminHomeListSchema,
  deletedHomeItemSchema,
  type AdminHomeItem,
  type HomeItemBody,
  type HomeSection,
} from '@nft/api-contract';
import { api } from '../../../../lib/api';

/** The console's home content calls (docs/product.md "Operator console: home content"). */
export const adminHomeKeys = {
  all: ['admin', 'home'] as const,
  section: (section: HomeSection) => ['admin', 'home', section] as const,
};

export async function listHomeItems(section: HomeSection, signal?: AbortSignal): Promise<AdminHomeItem[]> {
  return (await api.get(`/admin/home/${section}`, adminHomeListSchema, { signal })).items;
}

export function createHomeItem(section: HomeSection, body: HomeItemBody): Promise<AdminHomeItem> {
  return api.post(`/admin/home/${section}`, body, adminHomeItemSchema);
}

export function updateHomeItem(section: HomeSection, id: number, body: HomeItemBody): Promise<AdminHomeItem> {
  return api.patch(`/admin/home/${section}/${id}`, body, adminHomeItemSchema);
}

export function deleteHomeItem(section: HomeSection, id: number) {
  return api.delete(`/admin/home/${section}/${id}`, deletedHomeItemSchema);
}

export async function reorderHomeItems(section: HomeSection, ids: readonly number[]): Promise<AdminHomeItem[]> {
  return (await api.post(`/admin/home/${section}/reorder`, { ids }, adminHomeListSchema)).items;
}
