/**
 * Turns a dialog the HTML shows on arrival (`open`, so it shows with JavaScript off) into a real
 * modal as soon as the parser reaches this script, long before the app starts. `unlessStored`
 * keeps it from flashing up for a visitor it has already served.
 */
export function ModalOnArrival({ id, unlessStored }: { id: string; unlessStored?: string }) {
  const [key, value] = unlessStored?.split('=') ?? [];
  const done = key
    ? `try{if(localStorage.getItem(${JSON.stringify(key)})===${JSON.stringify(value)}){d.close();return}}catch(e){}`
    : '';
  const script = `(()=>{const d=document.getElementById(${JSON.stringify(id)});if(!d||!d.open||!d.showModal)return;${done}d.close();d.showModal()})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
