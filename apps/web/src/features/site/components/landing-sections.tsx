import { FaqExcerpt } from './faq-excerpt';
import { LandingClosing } from './landing-closing';
import { LandingComparison } from './landing-comparison';
import { LandingFeatures } from './landing-features';
import { LandingHowItWorks } from './landing-how-it-works';
import { LandingPricing } from './landing-pricing';
import { LandingPromise } from './landing-promise';
import { LandingRewards } from './landing-rewards';
import { LandingTestimonials } from './landing-testimonials';

/**
 * Everything below the hero, in the order of docs/screens.md "Landing page": one chunk the landing
 * page loads after the hero has rendered.
 */
export default function LandingSections() {
  return (
    <>
      <LandingComparison />
      <LandingHowItWorks />
      <LandingRewards />
      <LandingPromise />
      <LandingFeatures />
      <LandingTestimonials />
      <LandingPricing />
      <FaqExcerpt />
      <LandingClosing />
    </>
  );
}
