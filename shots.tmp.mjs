import { chromium } from '@playwright/test';
const base = process.argv[2];
const out = process.argv[3] || '/tmp/shots';
const pages = [
  ['home', ''], ['service', 'services/quantum-computing/'], ['enterprise', 'services/enterprise-it/app-delivery-optimization/'],
  ['products', 'products/'], ['product', 'products/ev-charger/'], ['compare', 'products/compare/wi-fi-access-points/'],
  ['case-study', 'case-studies/fintech-engineering-team-scale-up/'], ['about', 'about/'], ['training', 'training/'],
];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 30)); } window.scrollTo(0, 0); });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${out}/${name}-${width}-first.png` });
  }
  {
    const unlocked = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, reducedMotion: 'reduce' });
    await unlocked.addInitScript(() => localStorage.setItem('quantivo:pricing-unlocked', '1'));
    const p = await unlocked.newPage();
    await p.goto(base + 'calculate-talent-pricing/', { waitUntil: 'networkidle' });
    await p.screenshot({ path: `${out}/pricing-${width}.png`, fullPage: true });
    await unlocked.close();
  }
  if (width === 390) {
    await page.goto(base, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/phone-menu-390.png` });
  }
  await context.close();
}
await browser.close();
console.log('done');
