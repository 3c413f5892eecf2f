import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Definitions from '../../src/lib/entities/onboarding';
import { KYC_BODY } from '../fixtures/onboarding';
import { bearer, loginAs, makeTestApp } from './helpers';

// A required field added to the KYC definition only (src/lib/entities/onboarding.ts): the API requires it,
// bounds it and stores it, with no change to the route.
vi.mock('../../src/lib/entities/onboarding', async (importOriginal) => {
  const original = await importOriginal<typeof Definitions>();
  const { text } = await import('../../src/lib/entities/field');
  return { ...original, KYC: { ...original.KYC, mother_name: text(50) } };
});

describe('a field added to the KYC definition', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await makeTestApp();
    token = await loginAs(app, 'seller');
  });
  afterAll(() => app.close());

  const putKyc = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/v1/accounts/add-kyc', headers: bearer(token), payload });

  it('is required by the API, with a bilingual refusal', async () => {
    const response = await putKyc(KYC_BODY);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { en: expect.any(String), ar: expect.any(String) } });
  });

  it('is bounded by the same limit as the input', async () => {
    expect((await putKyc({ ...KYC_BODY, mother_name: 'x'.repeat(51) })).statusCode).toBe(400);
  });

  it('is stored and answered with the rest of the KYC', async () => {
    const response = await putKyc({ ...KYC_BODY, mother_name: ' Amal ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.kyc).toMatchObject({ mother_name: 'Amal', type: 'national_id' });
  });
});
