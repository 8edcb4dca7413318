import { MenuPage } from './menu-page';

export default function AdminPage() {
  return <MenuPage menu="admin" title="Admin" />;
}
