import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Recruit, RecruitProgress } from '../../../src/api/types';
import { RecruitsPage } from '../../../src/features/users/RecruitsPage';
import { aUser } from '../../fixtures/apiShapes';
import { server } from '../../setup/msw';
import { api, renderRoutes } from '../../setup/render';

const progress = (stage: RecruitProgress['stage']): RecruitProgress => ({
  stage,
  kyc: 'not_submitted',
  business_info: 'not_submitted',
  company_registration: 'not_submitted',
  first_product: false,
  first_sale: false,
});

/** As the ambassador's view answers a recruit: no contact details, no empty business-info blocks. */
const recruit = (id: string, name: string, stage: RecruitProgress['stage']): Recruit => ({
  ...aUser({ _id: id, ref_id: `RCRT-0000${id}`, name }),
  progress: progress(stage),
});

const RECRUITS = [
  recruit('11', 'Mariam Adel', 'signed_up'),
  recruit('12', 'Omar Said', 'signed_up'),
  recruit('13', 'نور طارق', 'first_sale'),
];

const routes = [{ path: '/pages/recruits', element: <RecruitsPage /> }];

beforeEach(() => {
  server.use(
    http.get(api('/accounts/view-recruits'), () => HttpResponse.json({ success: true, data: RECRUITS })),
  );
});

describe('RecruitsPage', () => {
  it('counts the recruits at each stage and lists those of the stage chosen', async () => {
    const { router } = renderRoutes(routes, { route: '/pages/recruits', language: 'en' });
    const stages = screen.getByRole('group', { name: 'Recruits by stage' });
    expect(await within(stages).findByRole('button', { name: 'All stages (3)' })).toBeInTheDocument();
    expect(within(stages).getByRole('button', { name: 'Signed up (2)' })).toBeInTheDocument();
    expect(within(stages).getByRole('button', { name: 'First sale (1)' })).toBeInTheDocument();
    expect(within(stages).getByRole('button', { name: 'Identity sent (0)' })).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.click(within(stages).getByRole('button', { name: 'First sale (1)' }));
    expect(router.state.location.search).toContain('tab=first_sale');
    expect(await screen.findByText('نور طارق')).toBeInTheDocument();
    expect(screen.queryByText('Mariam Adel')).toBeNull();
    expect(screen.getAllByText('First sale').length).toBeGreaterThan(0);
  });

  it('never reads a business info nobody sent as under review', async () => {
    renderRoutes(routes, { route: '/pages/recruits?tab=signed_up', language: 'ar' });
    expect(await screen.findByText('Mariam Adel')).toBeInTheDocument();
    expect(screen.queryByText('قيد المراجعة')).toBeNull();
    expect(screen.getAllByText('لم يُرسل بعد').length).toBeGreaterThan(0);
    expect(screen.getAllByText('سجّل حسابًا').length).toBeGreaterThan(0);
  });
});
