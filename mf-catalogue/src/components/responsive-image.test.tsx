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

it('names the media library’s pictures under the resize-image prefix, the width in the path', () => {
  expect(mediaSrcSet('/api/v1/ms-content/media/hero.svg?format=webp').split(', ')[1]).toBe('/api/v1/ms-content/resize-image/480/hero.svg?format=webp 480w');
  expect(mediaSrcSet('/api/v1/ms-content/media/hero.svg', 'https://img.example.ma/r/').split(', ')[0]).toBe('https://img.example.ma/r/320/hero.svg 320w');
});
