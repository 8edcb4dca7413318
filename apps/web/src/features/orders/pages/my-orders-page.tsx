import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { PageContainer } from '../../../components/page-container';
import { Pager } from '../../../components/pager';
import { EmptyState } from '../../catalogue/components/empty-state';
import { LoadFailed } from '../../catalogue/components/load-failed';
import { useMyOrders } from '../api/orders';
import { OrderCard } from '../components/order-card';
import { LoadingBlock } from '../components/loading-block';
import { paths } from '../../../app/paths';

/** /orders for shoppers: their orders, newest first, 10 a page (storefront section 2). */
export default function MyOrdersPage() {
  const [page, setPage] = useState(1);
  const navigate = useNavigate();
  const list = useMyOrders(page);
  const open = (orderid: string) => navigate(paths.orderDetail, { state: { orderid } });

  return (
    <PageContainer title="My Orders" size="md" aside={<BackLink to={paths.home}>Back to home</BackLink>}>
      {list.isPending && <LoadingBlock message="Retrieving Orders.." />}
      {list.isError && <LoadFailed message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data?.orders.length === 0 && (
        <EmptyState message="No Order Currently available for loading!">
          <Button component={Link} to={paths.home} variant="light">Start shopping</Button>
        </EmptyState>
      )}
      {list.data && list.data.orders.length > 0 && (
        <>
          <Stack gap="md" aria-busy={list.isFetching}>
            {list.data.orders.map((o) => <OrderCard key={o.orderid} order={o} onOpen={open} />)}
          </Stack>
          <Pager page={list.data.page} pages={list.data.pages} onChange={setPage} />
        </>
      )}
    </PageContainer>
  );
}
