import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './checkout-stepper.module.css';
import { paths } from '../../../app/paths';

export const checkoutSteps = [
  { label: 'Guest', path: paths.cartGuest },
  { label: 'Flight', path: paths.cartCheckout },
  { label: 'Payment', path: paths.cartPayment },
  { label: 'Review', path: paths.cartReview },
] as const;

export type StepIndex = 0 | 1 | 2 | 3;

/** Where the shopper is in the checkout; finished steps link back to themselves. */
export function CheckoutStepper({ active }: { active: StepIndex }) {
  return (
    <nav aria-label="Checkout steps">
      <ol className={classes.steps}>
        {checkoutSteps.map((s, i) => {
          const done = i < active;
          const body = (
            <>
              <span className={classes.dot} aria-hidden>{done ? <IconCheck size={16} stroke={3} /> : i + 1}</span>
              <span>{s.label}</span>
            </>
          );
          return (
            <li key={s.path} className={classes.step} data-done={done || undefined} aria-current={i === active ? 'step' : undefined}>
              {done ? (
                <Link to={s.path} className={classes.link} aria-label={`${s.label} (done), go back`}>
                  {body}
                </Link>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
