import { Suspense } from 'react';
import { ActionIcon, Box, Button, Container, Group, Indicator } from '@mantine/core';
import { IconHelpCircle, IconLogout, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { usePrincipal } from '../features/auth/principal';
import { useSession } from '../features/auth/session-store';
import { signOut } from '../features/auth/session-service';
import { useCart, useCartCount } from '../features/cart/cart-store';
import { BookNowPopover } from '../features/catalogue/book-now-popover';
import { CurrencyPicker } from '../features/currency/currency-picker';
import { tripChosen, useSelection } from '../features/catalogue/selection-store';
import { confirmDialog } from '../lib/dialogs';
import { preloadable } from '../lib/preloadable';
import { toast } from '../lib/toast';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import { paths } from './paths';
import { canOpen, pageAt } from './route-access';
import classes from './header.module.css';

// The trail shows once an airport is chosen, never on a first visit's home: it loads then (decision 0005).
export const HeaderTrail = preloadable(async () => ({ default: (await import('./header-trail')).HeaderTrail }));

export function Header() {
  const detail = useSession((s) => s.detail);
  const count = useCartCount();
  const navigate = useNavigate();
  const who = usePrincipal();
  const u = detail?.userdefault;
  // The guest's Login shows from the start of a visit without a session, with the guest's other controls.
  const guest = useSession((s) => (s.detail ? s.detail.internal === 'Y' : s.phase === 'starting'));
  // Cart and trail for whoever may open the cart; Book Now for those whose home is the shop, not staff work.
  const shopper = canOpen('cart', who);
  const bookNow = pageAt(paths.home, who) === 'home';
  const trail = useSelection(tripChosen);

  const logOut = async () => {
    if (!(await confirmDialog({ title: 'Log Out', message: 'Are you sure you want to sign out?' }))) return;
    await signOut();
    // Pushed, not replaced: Back returns to the page the user signed out from.
    navigate(paths.login);
  };
  const resetCart = async () => {
    if (count === 0) return void toast('Cart is empty.');
    if (!(await confirmDialog({ title: 'Reset!', message: 'Are you sure you want to remove all the items from your cart?', danger: true }))) return;
    useCart.getState().reset();
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" px="md" className={classes.bar}>
        <Group justify="space-between" wrap="nowrap" h={64} gap="xs">
          <Logo />
          <Group gap={6} wrap="nowrap" className={classes.controls}>
            {bookNow && <BookNowPopover />}
            {/* On a phone the header has no room: the choice sits at the top of the footer there. */}
            {shopper && (
              <Box visibleFrom="sm">
                <CurrencyPicker wide />
              </Box>
            )}
            <ActionIcon component={Link} to={paths.faq} variant="subtle" size="lg" aria-label="FAQ" title="FAQ">
              <IconHelpCircle />
            </ActionIcon>
            {shopper && (
              <>
                <Indicator label={count} size={18} disabled={count === 0} color="gold.6" offset={4}>
                  <ActionIcon component={Link} to={paths.cart} variant="subtle" size="lg" aria-label={`Cart, ${count} items`} title="Cart">
                    <IconShoppingCart />
                  </ActionIcon>
                </Indicator>
                <ActionIcon variant="subtle" size="lg" aria-label="Empty the cart" title="Empty the cart" onClick={resetCart}>
                  <IconTrash />
                </ActionIcon>
              </>
            )}
            {guest && (
              <Button component={Link} to={paths.login} variant="light" size="compact-md">
                Login
              </Button>
            )}
            {detail?.internal === 'N' && u && (
              <Group gap={4} wrap="nowrap">
                <AccountMenu user={u} />
                <Button variant="subtle" size="compact-md" leftSection={<IconLogout size={16} />} onClick={logOut} aria-label="Log Out" px={6} className={classes.slim}>
                  <span className={classes.wide}>Log Out</span>
                </Button>
              </Group>
            )}
          </Group>
        </Group>
        {shopper && trail && (
          <Box pb={8} className={classes.trail}>
            <Suspense fallback={null}>
              <HeaderTrail />
            </Suspense>
          </Box>
        )}
      </Container>
    </Box>
  );
}
