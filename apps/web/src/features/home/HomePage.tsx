import { AfterFirstPaint } from '../../app/shell/AfterFirstPaint';
import { HomeHero } from './HomeHero';
import { FinalCallToAction, HowItWorks, WhyUs } from './HomeSections';

/** The landing page for logged-out visitors (the members' home arrives with login, issue #3). */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <AfterFirstPaint>
        <HowItWorks />
        <WhyUs />
        <FinalCallToAction />
      </AfterFirstPaint>
    </>
  );
}
