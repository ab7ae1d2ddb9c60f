import type { Metadata, Viewport } from 'next';
import Analytics from '@/components/analytics/Analytics';
import localFont from 'next/font/local';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import RouteEvents from '@/components/layout/RouteEvents';
import { LoadFailedDialog } from '@/components/ui/LoadFailedDialog';
import Notifications from '@/components/ui/Notifications';
import { site } from '@/lib/content/site';
import { asset, basePath } from '@/lib/paths';
import { speculationRules } from '@/lib/browser/speculation';
import { siteUrl } from '@/lib/seo/metadata';
import './fallback-fonts.css';
import './globals.css';
import ui from '@/content/copy/ui.yaml';

const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  // 'optional': the text paints once, in its final font; a slow first visit keeps the
  // metric-matched fallback (no swap, no LCP delay) and later pages use the cached Inter.
  display: 'optional',
  preload: true,
  // Next's own fallback is Arial alone, which Android and many Linux devices lack: the site's
  // --font-sans lists fallbacks for Arial, Roboto and DejaVu Sans instead (app/fallback-fonts.css).
  adjustFontFallback: false,
});

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: site.name, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  formatDetection: { telephone: false },
  icons: {
    icon: [{ url: asset('/icon.svg'), type: 'image/svg+xml', sizes: 'any' }],
    apple: [{ url: asset('/apple-icon.png'), sizes: '180x180', type: 'image/png' }],
  },
};

export const viewport: Viewport = {
  themeColor: '#1e1b4b',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-IN" className={inter.variable}>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        >
          {ui.skipLink}
        </a>
        <Header />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer />
        <Notifications />
        <LoadFailedDialog />
        <RouteEvents />
        <Analytics />
        {/* The CSP step allows them by their hash. */}
        <script
          type="speculationrules"
          dangerouslySetInnerHTML={{ __html: JSON.stringify(speculationRules(basePath)) }}
        />
      </body>
    </html>
  );
}
