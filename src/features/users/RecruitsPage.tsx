import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { Recruit } from '../../api/types';
import { selectLanguage, useAppDispatch, useAppSelector } from '../../common/hooks';
import { PageTitle } from '../../components/PageTitle';
import { StatusBadge } from '../../components/StatusBadge';
import { FilterTabs } from '../../components/table/FilterTabs';
import { SearchBox } from '../../components/table/SearchBox';
import type { Column } from '../../components/table/DataTable';
import { browserPage, useListQuery } from '../../components/table/useListQuery';
import { formatNumber } from '../../i18n/format';
import { RECRUIT_STAGES, type RecruitStage } from '../../lib/recruitStages';
import { useOpenUserDetail } from './userDetailPath';
import { filterUsers } from './userFilters';
import { UsersTable } from './UsersTable';
import { fetchRecruits } from './usersSlice';

const STAGE_TABS = ['all', ...RECRUIT_STAGES] as const;
type StageTab = (typeof STAGE_TABS)[number];

/** How many recruits stand at each stage, and in all. */
function countByStage(recruits: readonly Recruit[]): Record<StageTab, number> {
  const counts = Object.fromEntries(STAGE_TABS.map((tab) => [tab, 0])) as Record<StageTab, number>;
  for (const recruit of recruits) counts[recruit.progress.stage] += 1;
  counts.all = recruits.length;
  return counts;
}

function StageBadge({ stage }: { stage: RecruitStage }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={stage === 'first_sale' ? 'success' : stage === 'signed_up' ? 'secondary' : 'info'}>
      {t(`users.recruits.stages.${stage}`)}
    </StatusBadge>
  );
}

/**
 * /pages/recruits: the users an ambassador recruited, without their contact details, with how far each
 * has got from sign-up to a first sale, listed by stage with the number at each.
 */
export function RecruitsPage() {
  const { t } = useTranslation();
  const language = useAppSelector(selectLanguage);
  const open = useOpenUserDetail('ambassador');
  const dispatch = useAppDispatch();
  const { recruits, loading } = useAppSelector((state) => state.users);
  const list = useListQuery<StageTab>({ id: 'recruits', tabs: STAGE_TABS });
  const stage = list.tabs.value;
  // A short list filtered and searched in the browser as the ambassador types; the address follows once typing
  // pauses.
  const search = list.searchBox.value;
  const counts = useMemo(() => countByStage(recruits), [recruits]);
  const rows = useMemo(
    () =>
      filterUsers(
        stage === 'all' ? recruits : recruits.filter((recruit) => recruit.progress.stage === stage),
        search,
      ),
    [recruits, stage, search],
  );
  const { pageRows, paginationProps } = browserPage(list, rows);

  useEffect(() => {
    void dispatch(fetchRecruits());
  }, [dispatch]);

  const stageColumn: Column<Recruit> = {
    key: 'stage',
    header: t('users.recruits.stage'),
    render: (recruit) => <StageBadge stage={recruit.progress.stage} />,
  };

  return (
    <section>
      <PageTitle>{t('users.recruits.title')}</PageTitle>
      <FilterTabs
        label={t('users.recruits.stagesLabel')}
        options={STAGE_TABS.map((tab) => ({
          value: tab,
          label: t(tab === 'all' ? 'users.recruits.allStages' : `users.recruits.stages.${tab}`),
          count: formatNumber(counts[tab], language),
        }))}
        {...list.tabs}
      />
      <SearchBox label={t('users.recruits.search')} {...list.searchBox} />
      <UsersTable
        caption={t('users.recruits.caption')}
        users={pageRows}
        loading={loading}
        pagination={paginationProps}
        onOpen={open}
        showPhone={false}
        extraColumns={[stageColumn]}
        cardExtra={(recruit) => (
          <div className="small mt-2">
            {t('users.recruits.stage')}: <StageBadge stage={recruit.progress.stage} />
          </div>
        )}
      />
    </section>
  );
}
