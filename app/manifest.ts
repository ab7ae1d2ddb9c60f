import type { MetadataRoute } from 'next';
import { site } from '@/lib/content/site';
import { asset } from '@/lib/paths';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: asset('/'),
    scope: asset('/'),
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1e1b4b',
    icons: [
      { src: asset('/icon.svg'), sizes: 'any', type: 'image/svg+xml' },
      { src: asset('/logo.png'), sizes: '512x512', type: 'image/png' },
    ],
  };
}
