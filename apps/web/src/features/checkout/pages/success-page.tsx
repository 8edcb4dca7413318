import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { showFailure } from '../../../lib/show-failure';
import { useSession } from '../../auth/session-store';
import { downloadReceipt } from '../api/get-receipt';
import { ResultPanel } from '../components/result-panel';
import { useDrafts } from '../stores/drafts-store';
import { finishOrder } from '../pay/use-pay-now';
import type { Paid } from '../../payments/payment-outcome';
import { paths } from '../../../app/paths';

const isPaid = (s: unknown): s is Paid => typeof s === 'object' && s !== null && typeof (s as Paid).orderid === 'string';

/** /payment/success: the order number, where to find the order, the receipt, and Back To Home. */
export default function SuccessPage() {
  const state: unknown = useLocation().state;
  const detail = useSession((s) => s.detail);
  const email = useDrafts((s) => s.guest.email);
  const [pending, setPending] = useState(false);
  const showOrdersHint = detail?.userdefault.subscriber === 'Y' && detail.internal === 'N';
  const paid = isPaid(state);
  useEffect(() => {
    if (paid) finishOrder();
  }, [paid]);

  if (!isPaid(state)) {
    return (
      <PageContainer title="Payment" size="sm">
        <Alert color="gray" title="No payment to show">There is no recent payment in this window. Your orders are safe.</Alert>
        <Button component={Link} to={paths.home} mt="md" leftSection={<IconHome size={16} />}>Back To Home</Button>
      </PageContainer>
    );
  }

  const receipt = async () => {
    setPending(true);
    try {
      await downloadReceipt(state.filename);
    } catch (err) {
      await showFailure(err);
    } finally {
      setPending(false);
    }
  };

  return (
    <PageContainer title="Payment Successful" size="sm">
      <ResultPanel icon={<IconCircleCheck size={64} stroke={1.6} />} color="teal" title="Thank you for your order!">
        <Text size="lg" data-testid="success-message">
          Your payment was successful. Your order number is <Text span fw={700} data-testid="order-number">{state.orderid}</Text>.
        </Text>
        <Text c="dimmed" size="sm">
          Confirmation number <Text span fw={600} c="dark" data-testid="confirmation-number">{state.confirmationnumber}</Text>
          {email ? <>. A receipt is on its way to {email}.</> : '.'}
        </Text>
        {showOrdersHint && (
          <Text size="sm" data-testid="orders-hint">
            You can view this order any time in <Anchor component={Link} to={paths.myOrders}>My Orders</Anchor>.
          </Text>
        )}
        <Group justify="center" gap="sm" mt="sm" w="100%">
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={receipt} loading={pending} w={{ base: '100%', xs: 'auto' }}>
            Download Receipt
          </Button>
          <Button component={Link} to={paths.home} leftSection={<IconHome size={16} />} w={{ base: '100%', xs: 'auto' }}>
            Back To Home
          </Button>
        </Group>
      </ResultPanel>
    </PageContainer>
  );
}
