/** The health check a load balancer asks: it reads the database, on SQLite and on PostgreSQL. */
import { describe, expect, it } from 'vitest';
import { makeTestApp } from './helpers';

describe('GET /health', () => {
  it('answers 503 in both languages when the database does not', async () => {
    const app = await makeTestApp();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      await app.db.destroy();
      const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        success: false,
        error: {
          en: 'The database cannot be reached. Please try again shortly.',
          ar: 'تعذر الوصول إلى قاعدة البيانات. يرجى المحاولة مرة أخرى بعد قليل.',
        },
      });
    } finally {
      await app.close();
    }
  });
});
