import type { ReactNode } from 'react';
import { Grid } from '@mantine/core';
import { PageContainer } from '../../../components/page-container';
import { useCart } from '../../cart/cart-store';
import { CartEmpty } from '../../cart/components/cart-empty';
import { CheckoutStepper, type StepIndex } from './checkout-stepper';
import { OrderSummary, SummaryLine } from './order-summary';

interface Props {
  title: string;
  step: StepIndex;
  children: ReactNode;
}

/** Every checkout step: its title, the stepper, the step's form and the order summary beside it. */
export function CheckoutLayout({ title, step, children }: Props) {
  const empty = useCart((s) => s.cart.length === 0);
  return (
    <PageContainer title={title} size="lg">
      {empty ? (
        <CartEmpty continueTo="/" />
      ) : (
        <>
          <CheckoutStepper active={step} />
          <SummaryLine />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>{children}</Grid.Col>
            <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
              <OrderSummary />
            </Grid.Col>
          </Grid>
        </>
      )}
    </PageContainer>
  );
}
