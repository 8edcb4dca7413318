/**
 * The route module each shopper page renders (apps/web, Vite manifest keys). A first visit to one of
 * these paths fetches the page's script and styles together with the entry instead of after the sign-in
 * answer (docs/decisions/0051). A module missing from the manifest is skipped, never an error.
 */
export const routeModules: Record<string, string> = {
  '/': 'src/features/catalogue/pages/home-page.tsx',
  '/stores': 'src/features/catalogue/pages/stores-page.tsx',
  '/store/categories': 'src/features/catalogue/pages/categories-page.tsx',
  '/store/products': 'src/features/catalogue/pages/products-page.tsx',
  '/product/detail': 'src/features/catalogue/pages/product-detail-page.tsx',
  '/cart': 'src/features/cart/pages/cart-page.tsx',
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/register': 'src/features/auth/pages/register-page.tsx',
};
