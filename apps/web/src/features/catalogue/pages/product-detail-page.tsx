import { useState } from 'react';
import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Navigate } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { canRetry } from '../../../lib/can-retry';
import { useCart } from '../../cart/cart-store';
import { useProduct } from '../api/get-products';
import { DetailBackLink } from '../products/detail-back-link';
import { ProductDetailView } from '../products/product-detail-view';
import type { DetailState } from '../products/route-state';
import { useDetailActions } from '../products/use-detail-actions';
import { useShopContext } from '../products/use-shop-context';
import { paths } from '../../../app/paths';

/** /product/detail: one product, its variants, a quantity and the cart buttons (also edits a cart line). */
export default function ProductDetailPage() {
  const ctx = useShopContext<DetailState>();
  const { state } = ctx;
  const cart = useCart((s) => s.cart);
  const line = state.cartindex !== undefined ? cart[state.cartindex] : undefined;
  const storeid = line?.storeid ?? ctx.storeid;
  const [productid, setProductid] = useState(state.product?.productid ?? state.productid ?? null);
  const [quantity, setQuantity] = useState(line?.quantityincart ?? 1);
  const query = useProduct(storeid, productid, state.product);
  const actions = useDetailActions({ storeid: storeid ?? '', cartindex: line ? state.cartindex : undefined });

  if (!storeid || !productid) return <Navigate to={paths.home} replace />;
  const product = query.data;
  const back = <DetailBackLink state={{ ...state, storeid }} editing={actions.editing} />;

  if (!product) {
    return (
      <PageContainer title={query.isPending ? 'Product' : 'Products Not Found'} aside={back}>
        {query.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" aria-busy="true">
            <Skeleton style={{ aspectRatio: '1' }} maw={520} />
            <Stack><Skeleton h={28} w="70%" /><Skeleton h={22} w="40%" /><Skeleton h={80} /><Skeleton h={36} w={240} /></Stack>
          </SimpleGrid>
        ) : query.error ? (
          <Stack align="center" gap="sm" py="xl">
            <Text c="red.8" ta="center">{query.error.message}</Text>
            {canRetry(query.error) && <Button onClick={() => void query.refetch()}>Retry</Button>}
          </Stack>
        ) : (
          <Text c="dimmed" ta="center" py="xl">This product is no longer available.</Text>
        )}
      </PageContainer>
    );
  }

  // What the cart holds of this product (the line being edited included), for the N Left label.
  const inCart = cart
    .filter((i) => i.productid === product.productid && i.storeid === storeid)
    .reduce((sum, i) => sum + i.quantityincart, 0);

  return (
    <PageContainer title={product.productname} aside={back}>
      <ProductDetailView
        product={product}
        quantity={quantity}
        inCart={inCart}
        editing={actions.editing}
        // Dimmed, its buttons off, only while another variant loads: the product the list already showed is the
        // one asked for, and can be added while its detail is refreshed.
        busy={query.isFetching && query.isPlaceholderData && product.productid !== productid}
        onQuantity={setQuantity}
        onPick={(id) => {
          setProductid(id);
          setQuantity(1);
        }}
        onAdd={() => actions.addToCart(product, quantity)}
        onBuy={() => void actions.buyNow(product, quantity)}
      />
    </PageContainer>
  );
}
