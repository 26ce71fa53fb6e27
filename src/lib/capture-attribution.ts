/** Where the visit's first page, referring site and campaign tags are kept until an enquiry. */
export const ATTRIBUTION_KEY = 'attribution'

/**
 * Runs once per page load, before the router can change the address: the first page of the
 * browser tab's session keeps its path, the host of the site that linked to it (never our own) and
 * its utm_* and gclid tags, and later pages leave them be (first touch wins). Session storage
 * only, no cookie. Every page loads this, so it only reads and stores; src/lib/attribution.ts
 * shapes and trims it when an enquiry is sent. Storage can throw (private modes, quotas, a
 * sandbox): then nothing is kept and the enquiry goes without it.
 */
export function captureAttribution() {
  try {
    if (sessionStorage.getItem(ATTRIBUTION_KEY)) return
    const visit: Record<string, string> = { landingPage: location.pathname }
    const from = document.referrer && new URL(document.referrer).host
    if (from && from !== location.host) visit.referrer = from
    new URLSearchParams(location.search).forEach((value, name) => {
      if (/^(utm_(source|medium|campaign|term|content)|gclid)$/.test(name)) visit[name] = value
    })
    sessionStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(visit))
  } catch {
    // Nothing kept: the enquiry is sent without it.
  }
}
