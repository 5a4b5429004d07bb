import { ArtistsList } from './artists-list';
import { CharacteristicsSection } from './characteristics-section';
import { CreateCallToAction } from './create-call-to-action';
import { DerivativesSlider } from './derivatives-slider';
import { EventsSlider } from './events-slider';
import { FavoritesSlider } from './favorites-slider';
import { HomeHero } from './home-hero';
import { TopCollectionsBanner } from './top-collections-banner';
import { WhySection } from './why-section';

/** The home page in spec order (section 1); each server-fed section loads, fails and hides on its own. */
export function HomePage() {
  return (
    <>
      <TopCollectionsBanner />
      <HomeHero />
      <EventsSlider />
      <ArtistsList />
      <FavoritesSlider />
      <DerivativesSlider />
      <CharacteristicsSection />
      <CreateCallToAction />
      <WhySection />
    </>
  );
}
