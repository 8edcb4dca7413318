import { Button, Text } from '@mantine/core';
import { IconCreditCardOff, IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { ResultPanel } from '../../checkout/components/result-panel';
import { paths } from '../../../app/paths';

/** /order/PaymentCancel: where a payment the payer cancelled at the gateway ends, for every role (back office 1). */
export default function PaymentCancelPage() {
  return (
    <PageContainer title="Payment Cancelled" size="sm">
      <div data-testid="payment-cancelled">
        <ResultPanel icon={<IconCreditCardOff size={56} stroke={1.6} />} color="gray" title="Your payment was cancelled.">
          <Text>No payment was taken. You can place the order again whenever you are ready.</Text>
          <Button component={Link} to={paths.home} leftSection={<IconHome size={16} />}>
            Back To Home
          </Button>
        </ResultPanel>
      </div>
    </PageContainer>
  );
}
