import { expect, test, type Page } from '@playwright/test';

const carousel = (page: Page) => page.getByRole('region', { name: 'Project slides', exact: true });

/** 1-based number of the slide marked active. */
async function activeSlide(page: Page): Promise<number> {
  const label = await carousel(page).locator('[data-active="true"]').getAttribute('aria-label');
  return Number(/^(\d+) of/.exec(label ?? '')?.[1]);
}

async function openCarousel(page: Page) {
  await page.goto('/');
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  // keen-slider has measured the track once the carousel reports ready.
  await expect(region).toHaveAttribute('data-ready', 'true');
  return region;
}

test.describe('home page', () => {
  test('the featured-projects carousel moves by arrow and by bullet', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: only our clicks move it
    await page.setViewportSize({ width: 1280, height: 900 });
    const region = await openCarousel(page);
    await expect(region.getByRole('group')).toHaveCount(6);
    expect(await activeSlide(page)).toBe(1);

    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(2);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(3);
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(2);

    await region.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect.poll(() => activeSlide(page)).toBe(5);
    await expect(region.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Endless loop: previous from the first slide is the sixth.
    await region.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect.poll(() => activeSlide(page)).toBe(1);
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => activeSlide(page)).toBe(6);

    // The active slide comes to rest centred in the track.
    await expect
      .poll(() =>
        region.evaluate((el) => {
          const track = el.querySelector('.keen-slider')!.getBoundingClientRect();
          const slide = el.querySelector('[data-active="true"]')!.getBoundingClientRect();
          return Math.abs(slide.left + slide.width / 2 - (track.left + track.width / 2));
        }),
      )
      .toBeLessThan(2);
    await expect(
      region.getByRole('link', { name: /Learn more about artificial lift/ }),
    ).toHaveAttribute('href', '/artificalleft');
    await expect(page.getByRole('link', { name: 'ALL PROJECTS' })).toHaveAttribute(
      'href',
      '/projects',
    );
  });

  for (const { width, perView } of [
    { width: 600, perView: 2 },
    { width: 800, perView: 3 },
    { width: 1280, perView: 4 },
  ]) {
    test(`shows ${perView} slides per view at ${width} px, 15 px apart and 600 px high`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      const region = await openCarousel(page);
      const measure = () =>
        region.evaluate((el) => {
          const track = el.querySelector('.keen-slider')!.getBoundingClientRect();
          const slides = [...el.querySelectorAll('[role="group"]')].map((s) =>
            s.getBoundingClientRect(),
          );
          const sorted = [...slides].sort((a, b) => a.left - b.left);
          const gaps = sorted.slice(1).map((s, i) => s.left - sorted[i].right);
          return { track: track.width, slide: slides[0].width, height: slides[0].height, gaps };
        });
      // keen-slider positions the slides on the frame after it starts.
      await expect
        .poll(async () => (await measure()).gaps.filter((gap) => gap > 0 && gap < 100).length)
        .toBeGreaterThan(0);
      const box = await measure();
      expect(box.height).toBe(600);
      expect(box.slide).toBeCloseTo((box.track - 15 * (perView - 1)) / perView, 0);
      const neighbours = box.gaps.filter((gap) => gap > 0 && gap < 100);
      for (const gap of neighbours) expect(gap).toBeCloseTo(15, 0);
    });
  }

  // Playwright's fake clock drives every timer the autoplay depends on (the hook's
  // requestAnimationFrame loop and performance.now, keen-slider's requestAnimationFrame slide
  // animation, the boot script's setTimeout), so the periods below are fake milliseconds: the
  // test checks the same thing however loaded the machine is.
  test('autoplay advances every 2.5 s with a countdown, keeps going after a click, rests while the tab is hidden', async ({
    page,
  }) => {
    // Many steps, each a round trip to the page: on a loaded machine the wall-clock budget,
    // not the (fake) timing, is what runs short.
    test.slow();
    const start = new Date('2026-01-05T09:00:00Z');
    await page.clock.install({ time: start });
    // Paused from the page's first script on: time moves only when the test runs it forward.
    // (pauseAt must lie ahead of the clock in the blank page that is already open.)
    await page.clock.pauseAt(start.getTime() + 60_000);
    /** Runs the fake clock forward, then lets React commit what the timers set off: React
     * schedules its renders with MessageChannel, which the clock does not hold back, and a
     * message posted now is delivered after React's. */
    const elapse = async (ms: number) => {
      await page.clock.runFor(ms);
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve();
            channel.port2.postMessage(null);
          }),
      );
    };
    const expectSlide = (slide: number) => expect.poll(() => activeSlide(page)).toBe(slide);
    const after = (slide: number) => (slide % 6) + 1;

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    // public/boot.js starts the app with a setTimeout(0) once the page has painted: step the
    // clock a millisecond at a time until it has added the app's module script, then let the
    // app hydrate with the clock standing still. The carousel is below the fold, so its
    // autoplay then rests (off screen) with its full period left.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1);
          return page.locator('script[type="module"]').count();
        },
        { intervals: [100], timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', {
      timeout: 30_000,
    });
    const region = carousel(page);
    // Screens below the fold, the carousel waits: keen-slider starts only as it comes near.
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await expect(region).not.toHaveAttribute('data-ready', 'true');
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-ready', 'true');
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    const countdown = region.getByRole('button', { name: 'Pause autoplay' });
    const ring = region.locator('circle[stroke-dasharray]');
    await expect(countdown).toHaveAttribute('aria-pressed', 'false');
    await expect(countdown).toHaveText(/^3s/);
    await expect(ring).toHaveAttribute('stroke-dashoffset', '0'); // no time has run off yet
    const first = await activeSlide(page);
    expect(first).toBe(1);

    // The countdown shows the seconds left and its ring fills up; the slide stays until 2.5 s.
    await elapse(1000);
    await expect(countdown).toHaveText(/^2s/);
    // 1 of 2.5 s gone: 40 % of the ring (drawn on the last animation frame, at most 16 ms ago).
    const circumference = 2 * Math.PI * 20;
    const offset = Number(await ring.getAttribute('stroke-dashoffset'));
    expect(offset).toBeGreaterThan(circumference * 0.38);
    expect(offset).toBeLessThan(circumference * 0.41);
    await elapse(1000);
    await expect(countdown).toHaveText(/^1s/);
    await elapse(400); // 2.4 s: not yet
    await expect(countdown).toHaveText(/^1s/);
    await expectSlide(first);
    await elapse(800); // 3.2 s: advanced at 2.5 s, and the 600 ms slide animation is over
    await expectSlide(after(first));

    // A click on an arrow moves the slider; autoplay keeps going, a full period after it.
    await region.getByRole('button', { name: 'Next slide' }).click();
    await elapse(700);
    const clicked = after(after(first));
    await expectSlide(clicked);
    await elapse(1700); // 2.4 s after the click: not yet
    await expect(countdown).toHaveText(/^1s/);
    await expectSlide(clicked);
    await elapse(1000);
    await expectSlide(after(clicked));
    await expect(region).toHaveAttribute('data-autoplay', 'running');

    // A hidden tab rests: neither the slide nor the countdown moves.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const resting = await activeSlide(page);
    const shown = await countdown.textContent();
    await elapse(10_000);
    await expectSlide(resting);
    await expect(countdown).toHaveText(shown ?? '');

    // Visible again: it resumes with the time that was left (at most one period).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await elapse(3200);
    await expectSlide(after(resting));

    // The countdown button pauses autoplay, and a second press resumes it.
    await countdown.click();
    await expect(countdown).toHaveAttribute('aria-pressed', 'true');
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    const paused = await activeSlide(page);
    await elapse(10_000);
    await expectSlide(paused);
    await countdown.click();
    await expect(countdown).toHaveAttribute('aria-pressed', 'false');
    await expect(region).toHaveAttribute('data-autoplay', 'running');
    await elapse(3200);
    await expectSlide(after(paused));
  });

  test('with reduced motion the carousel does not autoplay and the logo strip stands still', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    const region = await openCarousel(page);
    await expect(region).toHaveAttribute('data-autoplay', 'paused');
    await expect(region.getByRole('button', { name: 'Pause autoplay' })).toHaveCount(0);
    const strip = page.locator('section[aria-labelledby="clients-title"] ul').first();
    expect(await strip.evaluate((el) => getComputedStyle(el.parentElement!).animationName)).toBe(
      'none',
    );
  });

  test('the client logo strip scrolls and pauses on hover', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const track = page.locator('section[aria-labelledby="clients-title"] ul').first().locator('..');
    await page.locator('#clients-title').scrollIntoViewIfNeeded();
    expect(await track.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    // Hover the strip's window, which stays put: the moving track's centre is off-screen for
    // part of each cycle, and a pointer sent there hovers nothing. Hover again until it holds:
    // sections above that load later (the testimonials) can move the strip from under it.
    await expect(async () => {
      await track.locator('..').hover();
      expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText('Qarun Basin').first()).toBeVisible();
  });

  test('the counters count up to 300, 50 and 5 once they come near the viewport', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const courses = page.locator('[data-counter="Delivered courses"]');
    const clients = page.locator('[data-counter="Clients"]');
    const studies = page.locator('[data-counter="Studies"]');
    // Hydrated and waiting: far below the fold, the counters stand at 0.
    await expect(courses).toHaveText('0');
    await expect(clients).toHaveText('0');
    await expect(studies).toHaveText('0');

    const seen = new Set<number>();
    await courses.scrollIntoViewIfNeeded();
    await expect
      .poll(
        async () => {
          const value = Number(await courses.textContent());
          seen.add(value);
          return value;
        },
        { intervals: [100], timeout: 6000 },
      )
      .toBe(300);
    // It counted (values in between were shown), it did not jump.
    expect([...seen].some((value) => value > 0 && value < 300)).toBe(true);
    await expect(clients).toHaveText('50');
    await expect(studies).toHaveText('5');

    // Once: scrolling away and back does not restart it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await courses.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await expect(courses).toHaveText('300');
  });

  test('the four services link to their pages and the about block to /aboutus', async ({
    page,
  }) => {
    await page.goto('/');
    const services = page.getByRole('region', { name: 'Services across the energy value chain' });
    for (const [name, href] of [
      ['Training', '/courses'],
      ['Software', '/software'],
      ['Consultation', '/consultation'],
      ['Operations', '/artificalleft'],
    ]) {
      await expect(services.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('link', { name: 'More about us' })).toHaveAttribute(
      'href',
      '/aboutus',
    );
    // The testimonials band: the demo's published quotes, newest first.
    await expect(page.locator('blockquote').filter({ hasText: 'run life' }).first()).toBeVisible();
  });
});
