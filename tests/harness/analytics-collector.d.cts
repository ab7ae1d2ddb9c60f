import type { Server } from 'node:http';
export declare const COLLECTOR_PORT: number;
export declare const COLLECTOR_ORIGIN: string;
export declare function startCollector(port?: number): Promise<Server>;
