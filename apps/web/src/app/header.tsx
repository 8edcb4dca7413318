import { ActionIcon, Box, Button, Container, Group, Indicator, Text } from '@mantine/core';
import { IconHelpCircle, IconLogout, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { changeSessionThenGo, useFollowRedirect } from '../features/auth/redirect-intent';
import { useSession } from '../features/auth/session-store';
import { signOut } from '../features/auth/session-service';
import { useCart, useCartCount } from '../features/cart/cart-store';
import { BookNowPopover } from '../features/catalogue/book-now-popover';
import { confirmDialog } from '../lib/dialogs';
import { toast } from '../lib/toast';
import { HeaderTrail } from './header-trail';
import { Logo } from './logo';
import classes from './header.module.css';

export function Header() {
  const detail = useSession((s) => s.detail);
  const count = useCartCount();
  // The header is in every router the app builds, so it takes a sign-in, sign-out or password change to its page.
  useFollowRedirect();
  const u = detail?.userdefault;
  const shopper = u?.subscriber === 'Y' || u?.loungeoperator === 'Y';

  const logOut = async () => {
    if (!(await confirmDialog({ title: 'Log Out', message: 'Are you sure you want to sign out?' }))) return;
    // Pushed, not replaced: Back returns to the page the user signed out from.
    await changeSessionThenGo('/login', signOut, { push: true });
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
            {u?.subscriber === 'Y' && u.vendor !== 'Y' && u.loungeoperator !== 'Y' && <BookNowPopover />}
            <ActionIcon component={Link} to="/faq" variant="subtle" size="lg" aria-label="FAQ" title="FAQ">
              <IconHelpCircle />
            </ActionIcon>
            {shopper && (
              <>
                <Indicator label={count} size={18} disabled={count === 0} color="gold.6" offset={4}>
                  <ActionIcon component={Link} to="/cart" variant="subtle" size="lg" aria-label={`Cart, ${count} items`} title="Cart">
                    <IconShoppingCart />
                  </ActionIcon>
                </Indicator>
                <ActionIcon variant="subtle" size="lg" aria-label="Empty the cart" title="Empty the cart" onClick={resetCart}>
                  <IconTrash />
                </ActionIcon>
              </>
            )}
            {detail?.internal === 'Y' && (
              <Button component={Link} to="/login" variant="light" size="compact-md">
                Login
              </Button>
            )}
            {detail?.internal === 'N' && (
              <Group gap={4} wrap="nowrap">
                <Text size="sm" fw={600} visibleFrom="sm" data-testid="user-name">
                  {u?.firstname} {u?.lastname}
                </Text>
                <Button variant="subtle" size="compact-md" leftSection={<IconLogout size={16} />} onClick={logOut} aria-label="Log Out" px={6}>
                  <span className={classes.wide}>Log Out</span>
                </Button>
              </Group>
            )}
          </Group>
        </Group>
        {shopper && (
          <Box pb={8} className={classes.trail}>
            <HeaderTrail />
          </Box>
        )}
      </Container>
    </Box>
  );
}
