import { useEffect } from 'react';
import { Button, Text } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { useStores } from '../api/get-stores';
import { airportNames, directionNames, useSelection } from '../selection-store';
import { useOpenStore } from '../hooks/use-open-store';
import { StoreRow } from '../components/store-row';
import { StoreCard, StoreCardSkeleton } from '../components/store-card';
import { EmptyState } from '../components/empty-state';
import { LoadFailed } from '../components/load-failed';
import { paths } from '../../../app/paths';
import { KeptPage, useKeptPage } from '../../../app/kept-view';

/** The stores of the chosen airport and direction, in a row of cards. */
export default function StoresPage() {
  const airportid = useSelection((s) => s.airportid);
  const direction = useSelection((s) => s.direction);
  const stores = useStores(airportid, direction);
  const openStore = useOpenStore();
  const kept = useKeptPage();
  // The header trail ends at the airport and direction: no store is chosen on the stores list.
  useEffect(() => {
    const chosen = useSelection.getState();
    if (chosen.storeid !== null || chosen.categoryid !== null) {
      chosen.choose({ storeid: null, storename: null, categoryid: null, categoryname: null });
    }
  }, []);
  if (!airportid || !direction) return <Navigate to={paths.home} replace />;
  // A reload drew the stores the visitor left (docs/decisions/0061): they stay until the answer.
  if (stores.isPending && kept) return <KeptPage html={kept} />;

  const where = `${airportNames[airportid]} · ${directionNames[direction]}`;
  return (
    <PageContainer title="Stores" aside={<Text c="dimmed" fw={500}>{where}</Text>}>
      {stores.isPending && (
        <StoreRow label="Loading stores">
          {[0, 1, 2, 3].map((n) => <StoreCardSkeleton key={n} />)}
        </StoreRow>
      )}
      {stores.isError && <LoadFailed message={stores.error.message} onRetry={() => void stores.refetch()} />}
      {stores.data?.length === 0 && (
        <EmptyState message="No stores are open here yet.">
          <Button component={Link} to={paths.home} variant="light">Back To Home</Button>
        </EmptyState>
      )}
      {stores.data && stores.data.length > 0 && (
        <StoreRow label={`Stores at ${where}`}>
          {stores.data.map((s, i) => <StoreCard key={s.storeid} store={s} eager={i < 4} onOpen={openStore} />)}
        </StoreRow>
      )}
    </PageContainer>
  );
}
