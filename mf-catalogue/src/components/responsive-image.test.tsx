import { mediaSrcSet, mediaUrl } from './responsive-image';

describe('media URLs', () => {
  it('asks the media service for a width, keeping a query already there', () => {
    expect(mediaUrl('/api/v1/ms-content/media/hero.webp', 480)).toBe('/api/v1/ms-content/media/hero.webp?width=480');
    expect(mediaUrl('/api/v1/ms-content/media/hero.webp?v=3', 480)).toBe('/api/v1/ms-content/media/hero.webp?v=3&width=480');
  });

  it('lists every width the service serves, and only those', () => {
    expect(
      mediaSrcSet('/m/a.webp')
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['320w', '480w', '768w', '1024w', '1440w', '1920w']);
  });
});

it('replaces a width the service already put in the address instead of sending two', () => {
  expect(mediaUrl('/api/v1/ms-content/media/hero.svg?width=1440&format=webp', 480)).toBe('/api/v1/ms-content/media/hero.svg?width=480&format=webp');
});
