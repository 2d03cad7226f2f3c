/** Leaves the site for the gateway's hosted payment page (its own module, so tests can stand in for it). */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
