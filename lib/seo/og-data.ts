/** What a page's Open Graph card shows (./og.tsx draws it): a type of its own, so page descriptors need not load the drawing. */
export interface OgData {
  title: string;
  kind: string;
  text?: string;
}
