/**
 * What an attacker with an editor's key, or a careless editor, could try to put in the media
 * folder: each is refused by the CMS (cms/upload-guard.ts) and by the content check
 * (lib/content/uploads.ts). Shared by their tests.
 */
export const hostileUploads: Record<string, string | Buffer> = {
  'evil.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/x?"+localStorage.length)</script></svg>',
  'page.html': '<!doctype html><title>x</title><script>alert(document.domain)</script>',
  'polyglot.gif': 'GIF89a/*\x01\x00\x01\x00\x00\x00\x00;*/=alert(1)//',
  'setup.png': Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64)]),
  'photo.jpg': '<html><body><script>alert(1)</script></body></html>',
};
