import type { FastifyInstance } from 'fastify';
import { requireSeller } from '../lib/auth';
import { pageMeta, pageOf } from '../lib/listQuery';
import { searchCatalogue } from './queries';
import { CATALOGUE_QUERY, CATALOGUE_RESPONSES, type CatalogueQuery } from './schemas';

/** The marketplace's catalogue, searched by any seller: what is offered, at which prices, by how many sellers. */
export const catalogueRoutes = async (app: FastifyInstance): Promise<void> => {
  const { db } = app;

  app.get<{ Querystring: CatalogueQuery }>(
    '/catalogue',
    {
      preValidation: requireSeller,
      schema: {
        operationId: 'searchCatalogue',
        summary:
          'The marketplace’s active products of every seller, grouped by name, searched by name, brand or category',
        querystring: CATALOGUE_QUERY,
        response: CATALOGUE_RESPONSES,
      },
    },
    async (request) => {
      const page = pageOf(request.query);
      const { items, count, countIsLowerBound } = await searchCatalogue(
        db,
        { search: request.query.search, category: request.query.category },
        page,
        app.settings.searchCountLimit,
      );
      return {
        success: true,
        items,
        meta: pageMeta(page, { count, rowsOnPage: items.length, countIsLowerBound }),
      };
    },
  );
};
