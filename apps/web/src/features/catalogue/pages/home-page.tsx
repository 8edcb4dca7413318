import { useDeferredValue, useEffect } from 'react';
import { Container, Stack, Title } from '@mantine/core';
import type { Banner } from '@shop/contracts/catalogue';
import { useSession } from '../../auth/session-store';
import { useSelection } from '../selection-store';
import { useChooseAirport } from '../hooks/use-choose-airport';
import { BannerCarousel } from '../components/banner-carousel';
import { AirportCards } from '../components/airport-cards';
import { InfoCards } from '../components/info-cards';
import { AdBanners } from '../components/ad-banners';
import { firstViewBanner } from '../first-view';

const bySequence = (a: Banner, b: Banner) => a.sequenceid - b.sequenceid;

/** Home: offers, the four airport cards, info cards and ads for the chosen (or default) airport. */
export default function HomePage() {
  // The guest sign-in's answer (its offers, info cards and ads) is drawn in a deferred render, in slices:
  // drawn at once, in the task that delivered it, it held a phone's main thread for 150 ms and more
  // (docs/decisions/0180). The offer the server drew stays until then.
  const detail = useDeferredValue(useSession((s) => s.detail));
  const airportid = useSelection((s) => s.airportid) ?? detail?.userdefault.airportid ?? 'SIA';
  const direction = useSelection((s) => s.direction) ?? detail?.userdefault.direction ?? 'D';
  const { choose, pending } = useChooseAirport();
  useEffect(() => {
    document.title = 'Jamaica Airports Duty Free';
  }, []);

  const here = (b: Banner) => b.airportid === airportid && b.direction === direction;
  // Until the guest sign-in answers, the offer the server drew into the page (docs/decisions/0059).
  const main = detail ? detail.banners.main.filter(here).sort(bySequence) : firstViewBanner ? [firstViewBanner] : [];
  const details = (detail?.banners.details ?? []).filter(here).sort(bySequence);
  const info = details.filter((b) => b.bannertype === 'DETAIL');
  const ads = details.filter((b) => b.bannertype === 'AD');

  return (
    <Container size="xl" px="md" py="lg" w="100%">
      <Stack gap="xl">
        {main.length > 0 && <BannerCarousel banners={main} />}
        <section aria-labelledby="choose-airport">
          <Title id="choose-airport" order={1} size="h2" mb="md">
            Where are you flying from?
          </Title>
          <AirportCards onChoose={choose} pending={pending} />
        </section>
        {info.length > 0 && (
          <section aria-labelledby="good-to-know">
            <Title id="good-to-know" order={2} size="h3" mb="md">
              Good to know
            </Title>
            <InfoCards banners={info} />
          </section>
        )}
        {ads.length > 0 && <AdBanners banners={ads} />}
      </Stack>
    </Container>
  );
}
