/** @jest-environment node */
import { clipText } from './metadata';

describe('clipText', () => {
  it('keeps text that fits', () => {
    expect(clipText('Short enough.', 20)).toBe('Short enough.');
  });

  it('cuts at a word boundary and ends with an ellipsis, within the limit', () => {
    const clipped = clipText('Build and run CI/CD pipelines, Kubernetes platforms and infrastructure as code', 40);
    expect(clipped).toBe('Build and run CI/CD pipelines…');
    expect(clipped.length).toBeLessThanOrEqual(40);
  });
});
