/**
 * The hub's documents alone (issue 36 item 4, issue 39; decision 044): a delivery manifest of 200
 * and of 500 orders and 200 packing slips, made in this process as the server makes them after its
 * two queries, with addresses in Kannada, Hindi and English. Run with the server's heap flags so a
 * document that needs more heap than the server has fails here too:
 *
 *   node --max-old-space-size=160 --max-semi-space-size=4 --import tsx bench/documents.ts
 *
 * Prints each document's time (the first includes loading the fonts), the longest the event loop
 * waited while one was made (what an orders board request would wait behind it), and the peak
 * resident memory. It prints figures; it never fails on them.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { manifestPdf } from '../apps/server/src/modules/hub/documents/manifest-pdf';
import { packingSlipsPdf } from '../apps/server/src/modules/hub/documents/packing-slips-pdf';

const at = new Date('2030-01-16T10:00:00+05:30');
const slot = { id: 1, startAt: new Date('2030-01-16T18:00:00+05:30'), endAt: at };
const NAMES = ['Bench Customer', 'ಆಶಾ ರಾವ್', 'श्रीमती प्रिया शर्मा'];
const BUILDINGS = ['Bench Towers', 'ಶ್ರೀ ಕೃಷ್ಣ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ಸ್', 'फ्लैट २०४, गंगा निवास'];

const orders = (count: number) =>
  Array.from({ length: count }, (_, g) => ({
    id: 500_000 + g,
    number: `#${300_000 + g}`,
    status: 50,
    storeName: "Amma's Kitchen",
    netPaise: 40_000,
    podToCollectPaise: g % 3 === 0 ? 40_000 : 0,
    podCollectedAt: null,
    address: {
      name: `${NAMES[g % 3]} ${g}`,
      mobile: `9${String(g).padStart(9, '0')}`,
      doorNum: `A-${g}`,
      buildingDetails: BUILDINGS[g % 3]!,
      road: g % 2 ? 'Outer Ring Road' : '೧೨ನೇ ಮುಖ್ಯ ರಸ್ತೆ',
      area: 'HSR Layout',
      city: 'BANGALORE',
      pincode: '560103',
      latitude: 12.93,
      longitude: 77.68,
    },
    lines: [
      {
        name: 'Peanut Chikki',
        packageSize: 200,
        measurementUnit: 'g',
        quantity: 1,
        pricePaise: 20_000,
      },
      {
        name: 'ತುಪ್ಪ Ghee',
        packageSize: 500,
        measurementUnit: 'ml',
        quantity: 1,
        pricePaise: 20_000,
      },
    ],
  }));

async function timed(name: string, make: () => Promise<Uint8Array>) {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  const bytes = await make();
  const ms = Math.round(performance.now() - started);
  delay.disable();
  const waited = Math.round(delay.max / 1e6);
  console.log(
    `${name}: ${ms} ms, ${Math.round(bytes.length / 1024)} KiB, the event loop waited at most ${waited} ms`,
  );
}

for (const round of [1, 2, 3]) {
  console.log(`round ${round}`);
  await timed('  manifest, 200 orders', () => manifestPdf(slot, orders(200), at));
  await timed('  manifest, 500 orders', () => manifestPdf(slot, orders(500), at));
  await timed('  packing slips, 200 orders', () => packingSlipsPdf(slot, orders(200), at));
}
// VmHWM, this process's own peak: getrusage's maxRSS keeps the peak of the process it was forked
// from across exec, so under `npm run bench` it gave the bench's 236 MiB for every allocator.
const peakKiB = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
console.log(`peak resident memory ${Math.round(peakKiB / 1024)} MiB`);
