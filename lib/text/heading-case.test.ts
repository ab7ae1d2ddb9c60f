/** @jest-environment node */
import { headingCase } from './heading-case';

describe('headingCase', () => {
  it('leaves the specification’s headings as they are', () => {
    for (const heading of [
      'Why Choose Us',
      'Key Features & Offerings',
      'What Our Clients Say',
      "See How We've Done It Before",
      'Benefits to Your Business',
      'Our Approach & Capabilities',
      '404 - Product Not Found',
      'Request a Consultation',
    ])
      expect(headingCase(heading)).toBe(heading);
  });

  it('capitalises every word but the minor ones standing alone inside the heading', () => {
    expect(headingCase('Sectors we serve')).toBe('Sectors We Serve');
    expect(headingCase('Work on the systems India’s banks and factories run on')).toBe(
      'Work on the Systems India’s Banks and Factories Run On',
    );
    expect(headingCase('A weekend cut-over for a plant that could not stop')).toBe(
      'A Weekend Cut-Over for a Plant That Could Not Stop',
    );
    expect(headingCase('Benefits To Your Business')).toBe('Benefits to Your Business');
    expect(headingCase('Contract-to-hire team build-outs')).toBe('Contract-to-Hire Team Build-Outs');
  });

  it('capitalises the first word after a colon or a dash', () => {
    expect(headingCase('Quantum readiness: a practical guide')).toBe('Quantum Readiness: A Practical Guide');
    expect(headingCase('404 - the page is gone')).toBe('404 - The Page Is Gone');
  });

  it('keeps words that already hold a capital, and figures, as written', () => {
    expect(headingCase('Compare IP cameras')).toBe('Compare IP Cameras');
    expect(headingCase('Building fast Next.js sites on IoT and O-RAN radio units')).toBe(
      'Building Fast Next.js Sites on IoT and O-RAN Radio Units',
    );
    expect(headingCase('500+ projects delivered, 24/7 support')).toBe('500+ Projects Delivered, 24/7 Support');
  });
});
