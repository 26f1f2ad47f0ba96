// Entry: the async boundary lets Module Federation set up shared singletons before React loads.
import { PRERENDERED_ATTRIBUTE } from './app/prerendered';

const boot = () => void import('./bootstrap');

/** Runs `then` once the page has shown its first content, or after `latest` ms (a hidden tab paints nothing). */
function afterFirstPaint(then: () => void, latest: number) {
  let done = false;
  const once = () => {
    if (!done) then();
    done = true;
  };
  setTimeout(once, latest);
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    once(); // no paint timing in this browser: nothing to wait for
  }
}

// A page that arrives drawn (prerendered, or a detail page's completed template) shows itself before the app's
// code is asked for, so its first screen (and a pet's photo) does not share a phone's slow link with ~300 KB
// of script (LCP). Until the code has run the page takes no clicks (PRERENDERED_ATTRIBUTE), so
// nothing is lost meanwhile.
if (document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTE)) afterFirstPaint(boot, 1000);
else boot();
