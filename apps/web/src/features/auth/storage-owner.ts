import { switchOwner } from '../../lib/owned-storage';
import { useSession, type LoginDetail } from './session-store';

// The cart, the trail and checkout drafts follow whoever is signed in (lib/owned-storage.ts).
const ownerOf = (d: LoginDetail | null) => (d ? { username: d.username, guest: d.internal === 'Y' } : null);

void switchOwner(ownerOf(useSession.getState().detail));
useSession.subscribe((s) => void switchOwner(ownerOf(s.detail)));
