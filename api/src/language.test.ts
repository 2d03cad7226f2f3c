import { requestPlatform } from './language';

const sdata = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('requestPlatform', () => {
  it('reads the sdata header’s channel in the spec’s vocabulary, anything else as unknown', () => {
    expect(requestPlatform({ sdata: sdata({ channel: 'android', language: 'fr' }) })).toBe('android');
    expect(requestPlatform({ sdata: sdata({ channel: 'web' }) })).toBe('web');
    expect(requestPlatform({ sdata: sdata({ channel: 'desktop' }) })).toBe('unknown');
    expect(requestPlatform({ sdata: 'not base64 json' })).toBe('unknown');
    expect(requestPlatform({})).toBe('unknown');
  });
});
