import type { Db } from '../../db/client.js';
import { findDefaultInternalUser } from '../auth/user-repo.js';
import { listBanners } from './repo.js';

/**
 * The id of the first picture a new visitor sees on the home page: the first main banner (by sequence) of
 * the default internal user's airport and direction, as the home page chooses it. Undefined when there is none.
 */
export async function firstHeroBannerId(db: Db): Promise<string | undefined> {
  const guest = await findDefaultInternalUser(db);
  if (!guest) return undefined;
  const banners = await listBanners(db);
  const first = banners.find((b) => b.bannertype.startsWith('MAIN-') && b.airportid === guest.airportid && b.direction === guest.direction);
  return first ? String(first.bannerid) : undefined;
}
