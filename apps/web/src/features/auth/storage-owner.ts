import { onGuestSignIn, switchOwner } from '../../lib/owned-storage';
import { useSession, type LoginDetail } from './session-store';

// The cart, the trail and checkout drafts follow whoever is signed in (lib/owned-storage.ts).
const ownerOf = (d: LoginDetail | null) => (d ? { username: d.username, guest: d.internal === 'Y' } : null);

// Loaded when a guest signs in, not with every visitor's first page.
onGuestSignIn((guest) => void import('../cart/adopt-guest-cart').then((m) => m.adoptFromGuest(guest)));

void switchOwner(ownerOf(useSession.getState().detail));
useSession.subscribe((s) => void switchOwner(ownerOf(s.detail)));
