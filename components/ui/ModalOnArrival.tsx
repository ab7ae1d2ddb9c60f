/**
 * Makes a dialog that the page's HTML shows on arrival (`open`, not modal, so that it shows
 * with JavaScript off too) a real modal as soon as the parser reaches this script: before the
 * first paint and long before the app starts, the page behind turns inert, focus stays inside,
 * Escape and a click outside close it. A server component placed after the dialog; it costs
 * ~200 bytes inline. With `unlessStored` (`key=value` in localStorage), a visitor for whom the
 * dialog has done its job never sees it flash up before the app removes it.
 */
export function ModalOnArrival({ id, unlessStored }: { id: string; unlessStored?: string }) {
  const [key, value] = unlessStored?.split('=') ?? [];
  const done = key
    ? `try{if(localStorage.getItem(${JSON.stringify(key)})===${JSON.stringify(value)}){d.close();return}}catch(e){}`
    : '';
  const script = `(()=>{const d=document.getElementById(${JSON.stringify(id)});if(!d||!d.open||!d.showModal)return;${done}d.close();d.showModal()})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
