import type { DefaultTreeAdapterMap } from 'parse5';

export type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

export declare function elements(node: Node, options?: { templates?: boolean }): Generator<Element>;
export declare function attr(element: Element, name: string): string | undefined;
export declare function textContent(node: Node): string;
export declare function stripScripts(html: string): string;
