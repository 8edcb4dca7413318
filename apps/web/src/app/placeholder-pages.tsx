import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { PageContainer } from '../components/page-container';
import type { RouteName } from './paths';

/** What a later capability puts on each page that is not built yet: its title as the specification names it. */
const coming: Partial<Record<RouteName, [title: string, what: string]>> = {
  cartGuest: ['Guest information', "The traveller's name, e-mail and phone for the order."],
  cartCheckout: ['Flight details', 'Travel date, airline, flight and flight time.'],
  walkInPayment: ['Walk-in payment', "Card or cash payment with the guest's signature."],
  cartPayment: ['Payment', 'The card form and the order summary.'],
  cartReview: ['Review Your Order', 'Flight, payment and items, then Pay Now.'],
  paymentSuccess: ['Payment successful', 'Your order confirmation.'],
  paymentFailed: ['Payment failed', 'What went wrong and how to try again.'],
  orderPaymentFailed: ['Payment failed', 'What went wrong and how to try again.'],
  myOrders: ['My Orders', 'Your orders, 10 to a page, with their status.'],
  staffOrderDetail: ['Order detail', 'The order, its items and the next action.'],
  orderDetail: ['Order detail', 'Your order, its QR code, flight and items.'],
  updateFlight: ['Change flight', 'Move your order to another flight.'],
  orderPayment: ['Order payment', 'Card or cash payment and refunds for an order.'],
  products: ['Products', "Your store's products, for supervisors."],
  productsAdd: ['Add Product', 'Add a product from the product master.'],
  productsEdit: ['Edit Product', 'Change stock, price and status.'],
  productsSaved: ['Product saved', 'Confirmation of a product change.'],
  categoryProducts: ['Category products', "A category's products for walk-in sales."],
  users: ['Users', 'Staff accounts and their permissions.'],
  usersAdd: ['Add user', 'A new staff account.'],
  usersEdit: ['Edit user', 'Change a staff account.'],
  reports: ['Reports', 'Sales, stock and refund reports.'],
  runReport: ['Run report', 'Choose dates or order numbers and run.'],
  reportDetail: ['Report', 'The report file.'],
  productMaster: ['Product Master', 'The master catalogue.'],
  masterProducts: ['Product Master', 'The master catalogue.'],
  masterProductsAdd: ['Add master product', 'A new master product.'],
  masterProductsEdit: ['Edit master product', 'Change a master product.'],
  masterProductsSaved: ['Master product saved', 'Confirmation.'],
  imageUpload: ['Image upload', 'Product, category and vendor pictures.'],
  imageUploadSuccess: ['Image saved', 'Confirmation.'],
  walkInCategories: ['Categories', 'Categories of the lounge store for walk-in sales.'],
  admin: ['Admin', 'Refund Guest, Reprint Receipt, Cancel Return, Cancel Fulfillment, Cancel Check In.'],
  cancelRequest: ['Cancel Request', 'Cancel Fulfillment, Cancel Assignment, Cancel Confirmation.'],
  orderSuccess: ['Done', 'The result of an order action.'],
  orderFailed: ['Not done', 'What went wrong with an order action.'],
  paymentCancel: ['Payment cancelled', 'The payment was cancelled.'],
  receipt: ['Receipt', 'The receipt, to print or e-mail.'],
};

/** Catalogue lists with add, edit and saved screens (back office section 2.10). */
const lists: [RouteName, string, string][] = [
  ['classifications', 'Classifications', 'Classification'],
  ['classTypes', 'Class Types', 'Class Type'],
  ['categorys', 'Categories', 'Category'],
  ['vendors', 'Vendors', 'Vendor'],
  ['vendorMaster', 'Vendor Master', 'Vendor Master'],
];
for (const [name, title, one] of lists) {
  coming[name] = [title, `${title}: list, add, edit and delete for supervisors.`];
  coming[`${name}Add` as RouteName] = [`Add ${one}`, `A new ${one.toLowerCase()}.`];
  coming[`${name}Edit` as RouteName] = [`Edit ${one}`, `Change a ${one.toLowerCase()}.`];
  coming[`${name}Saved` as RouteName] = [`${one} saved`, 'Confirmation.'];
}

/** A plain page for a route that a later capability fills: it names what will be there. */
export function PlaceholderPage({ title, what }: { title: string; what: string }) {
  return (
    <PageContainer title={title}>
      <Stack align="center" gap="sm" py="xl" data-testid="placeholder">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconTools size={34} />
        </ThemeIcon>
        <Text fw={600}>Coming soon</Text>
        <Text c="dimmed" ta="center" maw={480}>
          {what}
        </Text>
      </Stack>
    </PageContainer>
  );
}

/** The placeholder of a named route. */
export function placeholderFor(name: RouteName) {
  const [title, what] = coming[name] ?? [name, 'This page is being built.'];
  return function Placeholder() {
    return <PlaceholderPage title={title} what={what} />;
  };
}
