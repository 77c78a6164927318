#!/usr/bin/env node
// The browser of the conformance runs ($BROWSER): it follows the
// authorization URL's redirects headlessly, as a user's browser would once
// they have signed in, down to mcpscan's loopback redirect listener. The
// suite's authorization servers grant at once, so nothing is typed.
const url = process.argv[2];
fetch(url, { redirect: 'follow' })
  .then((r) => r.text().then(() => process.exit(r.ok ? 0 : 1)))
  .catch((e) => {
    console.error(`browser: ${e.message}`);
    process.exit(1);
  });
