import { shellInitialScripts } from './bundle-sizes';

describe('the shell initial scripts', () => {
  it('are the local scripts index.html loads, quoted or not, without their query string', () => {
    const html =
      '<head><script>inline()</script><script defer src=/assets/main.js?2b8dc5></script>' +
      '<script src="/assets/vendor.0123456789.js"></script><script src=\'/assets/x.js\'></script>' +
      '<script src="https://cdn.example/analytics.js"></script></head>';
    expect(shellInitialScripts(html)).toEqual(['assets/main.js', 'assets/vendor.0123456789.js', 'assets/x.js']);
  });
});
