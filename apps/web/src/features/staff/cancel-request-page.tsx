import { MenuPage } from './menu-page';

export default function CancelRequestPage() {
  return <MenuPage menu="cancelRequest" title="Cancel Request" />;
}
