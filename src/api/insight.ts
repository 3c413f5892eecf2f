import type { ApiQueries } from '../lib/api.generated';
import { apiClient } from './client';
import type { DataOf, Reply } from './types';

/** A period (two Egypt calendar days, both counted) and how its chart groups days. */
export type InsightQuery = ApiQueries['GET /insight/sales'];

export type SalesInsight = DataOf<'GET /insight/sales'>;
export type MarketInsight = DataOf<'GET /admin/insight'>;

/** getSalesInsight: the seller's figures for a period against the one before, its chart and best sellers. */
export async function getSalesInsight(query: InsightQuery): Promise<SalesInsight> {
  const response = await apiClient.get<Reply<'GET /insight/sales'>>('/insight/sales', { params: query });
  return response.data.data;
}

/** getMarketInsight: the marketplace's figures for a period against the one before, and the admins' backlog. */
export async function getMarketInsight(query: InsightQuery): Promise<MarketInsight> {
  const response = await apiClient.get<Reply<'GET /admin/insight'>>('/admin/insight', { params: query });
  return response.data.data;
}
