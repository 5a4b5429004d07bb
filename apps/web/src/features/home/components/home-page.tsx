import { CharacteristicsSection } from './characteristics-section';
import { CreateCallToAction } from './create-call-to-action';
import { HomeHero } from './home-hero';
import { HomeSlot } from './home-slot';
import { WhySection } from './why-section';

/** The home page in spec order; the server-fed sliders mount in their slots later. */
export function HomePage() {
  return (
    <>
      <HomeSlot name="top-collections-banner" />
      <HomeHero />
      <HomeSlot name="popular-events" />
      <HomeSlot name="creators-and-artists" />
      <HomeSlot name="fan-favorites" />
      <HomeSlot name="re-creations" />
      <CharacteristicsSection />
      <CreateCallToAction />
      <WhySection />
    </>
  );
}
