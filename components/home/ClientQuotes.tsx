import { Testimonials } from '@/components/services/Testimonials';
import { getTestimonial } from '@/lib/content';
import home from '@/content/pages/home.yaml';

/** The testimonials the home page names; the content check ensures each exists. */
export function ClientQuotes() {
  const { testimonials } = home;
  return (
    <Testimonials
      items={testimonials.entries.map((slug) => getTestimonial(slug)!)}
      title={testimonials.heading}
      eyebrow={testimonials.eyebrow}
      intro={testimonials.intro}
    />
  );
}
