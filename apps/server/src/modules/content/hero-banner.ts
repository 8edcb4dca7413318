import type { Banner } from '@shop/contracts/catalogue';
import type { Db } from '../../db/client.js';
import { findDefaultInternalUser } from '../auth/user-repo.js';
import { listBanners } from './repo.js';

/**
 * The first offer a new visitor sees on the home page: the first main banner (by sequence) of the default
 * internal user's airport and direction, as the home page chooses it. Undefined when there is none.
 */
export async function firstHeroBanner(db: Db): Promise<Banner | undefined> {
  const guest = await findDefaultInternalUser(db);
  if (!guest) return undefined;
  const banners = await listBanners(db);
  return banners.find((b) => b.bannertype.startsWith('MAIN-') && b.airportid === guest.airportid && b.direction === guest.direction);
}
