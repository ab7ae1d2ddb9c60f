/**
 * Refuses a file that is not a photo, or too large, before Sveltia sees it: a file in the media
 * folder is served from the site's origin, where an SVG or HTML file could run script.
 * A photo taken is renamed as the check wants and re-encoded by the browser, so no metadata
 * (location, camera, hidden chunks) reaches the repository.
 */
import { bytesToCheck, headerProblem, pictureKind, uploadName, uploadProblem } from '@/lib/content/picture-bytes';

const passed = new WeakSet<Event>();

/** A list of files for an input or a drop. */
function fileList(files: readonly File[]): DataTransfer {
  const list = new DataTransfer();
  for (const file of files) list.items.add(file);
  return list;
}

// A browser's own encoder at this quality leaves a photo as it looked; the build encodes it again.
const QUALITY = 0.92;

/** The picture in `bytes` decoded and encoded again as `type`, or undefined when it does not decode. */
async function reencoded(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    const bitmap = await createImageBitmap(new Blob([bytes], { type }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    return new Uint8Array(await (await canvas.convertToBlob({ type, quality: QUALITY })).arrayBuffer());
  } catch {
    return undefined;
  }
}

/**
 * A file as the CMS is to upload it, under the name the content check takes and saved afresh,
 * or why it is refused. Its size, kind and pixels are judged from its header before anything
 * decodes it; the new file is judged as the content check judges it.
 */
async function prepare(file: File): Promise<{ file: File; problem?: string }> {
  const read = bytesToCheck(file.size);
  const bytes = new Uint8Array(await file.slice(0, read).arrayBuffer());
  const name = uploadName(file.name);
  const refused = (problem: string) => ({ file, problem: `${file.name} ${problem}.` });
  const problem = headerProblem(name, bytes, read ? bytes.length : file.size);
  if (problem) return refused(problem);
  const { kind, type } = pictureKind(bytes)!;
  const fresh = await reencoded(bytes, type);
  if (!fresh) return refused(`is not a ${kind} picture the site can read; save it again as ${kind}`);
  const after = uploadProblem(name, fresh);
  if (after) return refused(after);
  return { file: new File([fresh], name, { type, lastModified: file.lastModified }) };
}

/**
 * A picture dragged from another page arrives as HTML, not a file: the article's editor uploads
 * one whose address is a data: URL as it is, so it is read here as the file it is.
 */
function htmlPicture(data: DataTransfer): File[] {
  const img = new DOMParser().parseFromString(data.getData('text/html'), 'text/html').querySelector('img');
  const found = /^data:(image\/[\w+.-]+);base64,(.*)$/.exec(img?.getAttribute('src') ?? '');
  if (!found) return [];
  const bytes = Uint8Array.from(atob(found[2]!), (char) => char.charCodeAt(0));
  return [new File([bytes], `dropped.${found[1]!.split('/')[1]}`, { type: found[1] })];
}

/**
 * Holds an event back until its files are read; passes it on again, with the files prepared, only
 * when all are photos, else says why and calls `refused`.
 */
function guard(event: Event, files: readonly File[], passOn: (files: DataTransfer) => void, refused = () => {}) {
  if (passed.has(event) || !files.length) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void Promise.all(files.map(prepare)).then((prepared) => {
    const problems = prepared.flatMap(({ problem }) => (problem ? [problem] : []));
    if (!problems.length) return passOn(fileList(prepared.map(({ file }) => file)));
    refused();
    window.alert(problems.join('\n'));
  });
}

export function guardUploads() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      guard(
        event,
        [...(input.files ?? [])],
        (files) => {
          input.files = files.files;
          const again = new Event('change', { bubbles: true });
          passed.add(again);
          input.dispatchEvent(again);
        },
        // The input keeps no refused file, so choosing the same one again is read again.
        () => (input.value = ''),
      );
    },
    true,
  );
  window.addEventListener(
    'drop',
    (event) => {
      const { target, dataTransfer } = event;
      if (!dataTransfer || !(target instanceof Node)) return;
      const files = dataTransfer.files.length ? [...dataTransfer.files] : htmlPicture(dataTransfer);
      // The browser empties a drop's own DataTransfer once the event is over: a copy carries the files.
      guard(event, files, (copy) => {
        const again = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: copy });
        passed.add(again);
        target.dispatchEvent(again);
      });
    },
    true,
  );
  window.addEventListener(
    'paste',
    (event) => {
      const { target, clipboardData } = event;
      if (!clipboardData || !(target instanceof Node)) return;
      const files = [...clipboardData.files];
      // Sent again with the prepared files alone: text or HTML beside a pasted picture would
      // bring its address back in, and the picture is what was pasted.
      guard(event, files, (copy) => {
        const again = new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: copy });
        passed.add(again);
        target.dispatchEvent(again);
      });
    },
    true,
  );
}
