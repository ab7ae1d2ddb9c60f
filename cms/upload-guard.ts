/**
 * Refuses a file that is not a photo before the CMS sees it, in the content check's words
 * (lib/content/picture-bytes.ts): Sveltia's media library takes any file type, and a file in the
 * media folder is served from the site's origin, where an SVG or an HTML file could run script.
 * A photo too large, in bytes or in pixels, is refused the same way, before Sveltia's own check,
 * which empties the field. A photo taken is renamed as the check wants its name (`uploadName`:
 * short, lowercase, hyphens) and loses its metadata (where it was taken, the camera) before it is
 * committed, so neither reaches the repository and an editor never meets those rules.
 * A file chosen in a file dialog or dropped on the page is read first (its bytes, not its name); a
 * refused one never reaches the CMS, so a field keeps the picture it had.
 */
import { bytesToCheck, uploadName, uploadProblem } from '@/lib/content/picture-bytes';
import { withoutMetadata } from '@/lib/picture-metadata';

const passed = new WeakSet<Event>();

/** A list of files for an input or a drop. */
function fileList(files: readonly File[]): DataTransfer {
  const list = new DataTransfer();
  for (const file of files) list.items.add(file);
  return list;
}

/**
 * A file as the CMS is to upload it, under the name the content check takes and without its
 * metadata (lib/picture-metadata.ts), or why it is refused.
 */
async function prepare(file: File): Promise<{ file: File; problem?: string }> {
  const read = bytesToCheck(file.size);
  const bytes = withoutMetadata(new Uint8Array(await file.slice(0, read).arrayBuffer()));
  const name = uploadName(file.name);
  const problem = uploadProblem(name, bytes, read ? bytes.length : file.size);
  if (problem) return { file, problem: `${file.name} ${problem}.` };
  return { file: new File([bytes], name, { type: file.type, lastModified: file.lastModified }) };
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
      const files = [...dataTransfer.files];
      // The browser empties a drop's own DataTransfer once the event is over: a copy carries the files.
      guard(event, files, (copy) => {
        const again = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: copy });
        passed.add(again);
        target.dispatchEvent(again);
      });
    },
    true,
  );
}
